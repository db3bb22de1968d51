import type { AnalyticsWidgets, VisitorYear } from '@flockbook/mock-api/analytics-dashboard';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useBarLabel, useChartDirection, useFigureFormat } from './chart-format.ts';
import { WidgetCard } from './widget-card.tsx';
import { WidgetChoice } from './widget-choice.tsx';

function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short' });
  return Array.from({ length: 12 }, (_item, month) => format.format(new Date(2020, month, 1)));
}

/** Widget 1: visitors of each month of the chosen year, labelled in thousands. */
export function VisitorsByMonth({ widget }: { widget: AnalyticsWidgets['widget1'] }) {
  const texts = useAnalyticsTexts().visitorsByMonth;
  const theme = useTheme();
  const figures = useFigureFormat();
  const direction = useChartDirection();
  const barLabel = useBarLabel();
  const [year, setYear] = useState<VisitorYear>(widget.currentYear);
  const visitors = widget.visitors[year];
  const total = visitors.reduce((sum, value) => sum + value, 0);

  return (
    <WidgetCard
      id="widget1"
      title={texts.title}
      action={
        <WidgetChoice
          label={texts.year}
          value={year}
          options={widget.years.map((value) => ({ value, label: value }))}
          onChange={setYear}
        />
      }
    >
      <Typography variant="h4" component="p" data-testid="widget1-total">
        {countText(texts.total, total, figures.locale, { year })}
      </Typography>
      <BarChart
        height={280}
        xAxis={[
          { data: monthNames(figures.locale), scaleType: 'band', reverse: direction.reverse },
        ]}
        yAxis={[{ ...direction.valueAxis, valueFormatter: figures.thousands }]}
        series={[
          {
            data: visitors,
            label: texts.series,
            color: theme.palette.primary.main,
            valueFormatter: figures.thousands,
            ...barLabel,
          },
        ]}
        hideLegend
      />
    </WidgetCard>
  );
}
