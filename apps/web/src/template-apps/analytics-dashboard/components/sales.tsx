import type { AnalyticsWidgets, SalesRange } from '@flockbook/mock-api/analytics-dashboard';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useBarLabel, useChartDirection, useFigureFormat } from './chart-format.ts';
import { WidgetCard } from './widget-card.tsx';
import { WidgetChoice } from './widget-choice.tsx';

/** How a slot's start reads on the axis: hours of a day, weekdays of a week, dates of a month. */
const slotFormats: Record<SalesRange, Intl.DateTimeFormatOptions> = {
  '1Day': { hour: '2-digit', minute: '2-digit' },
  '1Week': { weekday: 'short' },
  '1Month': { day: 'numeric', month: 'short' },
};

/** Widget 8: sales per slot of the chosen range, labelled in thousands. */
export function Sales({ widget }: { widget: AnalyticsWidgets['widget8'] }) {
  const texts = useAnalyticsTexts().sales;
  const theme = useTheme();
  const figures = useFigureFormat();
  const direction = useChartDirection();
  const barLabel = useBarLabel();
  const [range, setRange] = useState<SalesRange>(widget.currentRange);
  const slots = widget.sales[range];
  const slotFormat = new Intl.DateTimeFormat(figures.locale, slotFormats[range]);
  const total = slots.reduce((sum, slot) => sum + slot.amount, 0);

  return (
    <WidgetCard
      id="widget8"
      title={texts.title}
      action={
        <WidgetChoice
          label={texts.range}
          value={range}
          options={widget.ranges.map((value) => ({ value, label: texts.ranges[value] }))}
          onChange={setRange}
        />
      }
    >
      <Typography variant="h5" component="p" data-testid="widget8-total">
        {fillText(texts.total, { value: figures.whole(total) })}
      </Typography>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: slots.map((slot) => slotFormat.format(new Date(slot.from))),
            reverse: direction.reverse,
          },
        ]}
        yAxis={[{ ...direction.valueAxis, valueFormatter: figures.thousands }]}
        series={[
          {
            data: slots.map((slot) => slot.amount),
            label: texts.series,
            color: theme.palette.secondary.main,
            valueFormatter: figures.thousands,
            ...barLabel,
          },
        ]}
        hideLegend
      />
    </WidgetCard>
  );
}
