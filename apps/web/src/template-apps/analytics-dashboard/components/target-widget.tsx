import type { TargetWidget as TargetWidgetData } from '@flockbook/mock-api/analytics-dashboard';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { fillText } from '../../../records/area-texts.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useChartDirection, useFigureFormat } from './chart-format.ts';
import { WidgetCard } from './widget-card.tsx';

/** Widgets 2 to 4: a seven-day total, its share of the target and a small chart of the days. */
export function TargetWidget({ widget }: { widget: TargetWidgetData }) {
  const texts = useAnalyticsTexts().targets;
  const theme = useTheme();
  const figures = useFigureFormat();
  const direction = useChartDirection();
  const up = widget.percentOfTarget >= 0;
  const dayFormat = new Intl.DateTimeFormat(figures.locale, { weekday: 'short' });

  return (
    <WidgetCard id={widget.id} title={texts[widget.id]} subtitle={texts.lastDays}>
      <Typography variant="h3" component="p" data-testid={`${widget.id}-total`}>
        {figures.thousands(widget.total)}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: up ? 'success.main' : 'error.main' }}
      >
        {up ? <TrendingUpIcon fontSize="small" /> : <TrendingDownIcon fontSize="small" />}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {fillText(texts.ofTarget, { value: figures.whole(widget.percentOfTarget) })}
        </Typography>
      </Stack>
      <SparkLineChart
        height={64}
        data={widget.days.map((day) => day.value)}
        xAxis={{
          scaleType: 'point',
          data: widget.days.map((day) => dayFormat.format(new Date(day.date))),
          reverse: direction.reverse,
        }}
        area
        curve="natural"
        showTooltip
        showHighlight
        valueFormatter={figures.thousands}
        color={up ? theme.palette.success.main : theme.palette.error.main}
      />
    </WidgetCard>
  );
}
