import type { ProjectWidgets, SpentFigure, WeekRange } from '@flockbook/mock-api/project-dashboard';
import { WEEK_RANGES } from '@flockbook/mock-api/project-dashboard';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useState } from 'react';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { formatWholeMoney, useIsRtl } from './chart-format.ts';
import { RangeMenu } from './range-menu.tsx';
import { WidgetCard } from './widget-card.tsx';

type FigureKey = 'weeklySpent' | 'totalSpent' | 'remaining';

/** Weekly spent, total spent and remaining for a week range, with the total budget beneath. */
export function SpentWidget({ widget }: { widget: ProjectWidgets['spent'] }) {
  const texts = useProjectDashboardTexts();
  const locale = useLocale();
  const theme = useTheme();
  const rtl = useIsRtl();
  const [range, setRange] = useState<WeekRange>(widget.currentRange);
  const money = (value: number) => formatWholeMoney(value, widget.currency, locale);
  const figures: { key: FigureKey; figure: SpentFigure; color: string }[] = [
    { key: 'weeklySpent', figure: widget.weeklySpent, color: theme.palette.warning.main },
    { key: 'totalSpent', figure: widget.totalSpent, color: theme.palette.error.main },
    { key: 'remaining', figure: widget.remaining, color: theme.palette.success.main },
  ];
  return (
    <WidgetCard
      title={texts.widgets.spent}
      testId="widget-spent"
      action={
        <RangeMenu
          value={range}
          keys={WEEK_RANGES}
          labelOf={(key) => texts.ranges[key]}
          onChange={setRange}
          ariaLabel={`${texts.widgets.spent} – ${texts.range}`}
          testId="spent-range"
        />
      }
    >
      {figures.map(({ key, figure, color }) => (
        <Stack key={key} direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {texts.widgets[key]}
            </Typography>
            <Typography variant="h6" component="p" data-testid={`spent-${key}`}>
              {money(figure.amount[range])}
            </Typography>
          </Box>
          <Box sx={{ width: 120 }} aria-hidden>
            <SparkLineChart
              data={figure.trend[range]}
              height={40}
              color={color}
              area
              curve="natural"
              xAxis={{ reverse: rtl }}
            />
          </Box>
        </Stack>
      ))}
      <Divider />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {texts.widgets.totalBudget}
        </Typography>
        <Typography variant="h5" component="p" data-testid="spent-totalBudget">
          {money(widget.totalBudget.amount)}
        </Typography>
      </Box>
    </WidgetCard>
  );
}
