import type { AnalyticsWidgets } from '@flockbook/mock-api/analytics-dashboard';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useChartDirection, useFigureFormat } from './chart-format.ts';
import { LineValueLabels } from './line-value-labels.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Widget 5: visitors and page views of the last days, each point labelled in thousands. */
export function VisitorsAndViews({ widget }: { widget: AnalyticsWidgets['widget5'] }) {
  const texts = useAnalyticsTexts().visitorsAndViews;
  const theme = useTheme();
  const figures = useFigureFormat();
  const direction = useChartDirection();
  const dayFormat = new Intl.DateTimeFormat(figures.locale, { day: 'numeric', month: 'short' });

  return (
    <WidgetCard id="widget5" title={texts.title} subtitle={texts.subtitle}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: widget.days.map((day) => dayFormat.format(new Date(day.date))),
            reverse: direction.reverse,
          },
        ]}
        yAxis={[{ ...direction.valueAxis, valueFormatter: figures.thousands }]}
        series={[
          {
            data: widget.days.map((day) => day.pageViews),
            label: texts.pageViews,
            color: theme.palette.primary.main,
            valueFormatter: figures.thousands,
            curve: 'monotoneX',
          },
          {
            data: widget.days.map((day) => day.visitors),
            label: texts.visitors,
            color: theme.palette.secondary.main,
            valueFormatter: figures.thousands,
            curve: 'monotoneX',
          },
        ]}
        margin={{ top: 24 }}
      >
        <LineValueLabels format={figures.thousands} />
      </LineChart>
    </WidgetCard>
  );
}
