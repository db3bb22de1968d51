import type { ProjectWidgets, WeekRange } from '@flockbook/mock-api/project-dashboard';
import { WEEK_RANGES } from '@flockbook/mock-api/project-dashboard';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatInteger } from '../../../records/number-format.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { useIsRtl, weekdayNames } from './chart-format.ts';
import { ChartLegend } from './chart-legend.tsx';
import { RangeMenu } from './range-menu.tsx';
import { WidgetCard } from './widget-card.tsx';

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** New and closed issues per weekday of this week (the default), last week or the one before. */
export function IssuesChartWidget({ widget }: { widget: ProjectWidgets['issuesChart'] }) {
  const texts = useProjectDashboardTexts();
  const theme = useTheme();
  const locale = useLocale();
  const rtl = useIsRtl();
  const [range, setRange] = useState<WeekRange>(widget.currentRange);
  const opened = widget.newIssues[range];
  const closed = widget.closedIssues[range];
  const colors = { opened: theme.palette.primary.main, closed: theme.palette.success.main };
  return (
    <WidgetCard
      title={texts.widgets.issuesChart}
      testId="widget-issues-chart"
      action={
        <RangeMenu
          value={range}
          keys={WEEK_RANGES}
          labelOf={(key) => texts.ranges[key]}
          onChange={setRange}
          ariaLabel={`${texts.widgets.issuesChart} – ${texts.range}`}
          testId="issues-chart-range"
        />
      }
    >
      <Stack direction="row" sx={{ gap: 4 }}>
        {[
          { label: texts.widgets.newIssues, value: total(opened), id: 'new' },
          { label: texts.widgets.closedIssues, value: total(closed), id: 'closed' },
        ].map((figure) => (
          <div key={figure.id}>
            <Typography variant="h5" component="p" data-testid={`issues-chart-${figure.id}`}>
              {formatInteger(figure.value, locale)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
          </div>
        ))}
      </Stack>
      <BarChart
        height={260}
        hideLegend
        xAxis={[
          {
            scaleType: 'band',
            // The data's Mon..Sun labels, named in the page's language.
            data: weekdayNames(locale),
            reverse: rtl,
          },
        ]}
        yAxis={[{ position: rtl ? 'right' : 'left', width: 36 }]}
        series={[
          { data: opened, label: texts.widgets.newIssues, color: colors.opened },
          { data: closed, label: texts.widgets.closedIssues, color: colors.closed },
        ]}
      />
      <ChartLegend
        items={[
          { label: texts.widgets.newIssues, color: colors.opened },
          { label: texts.widgets.closedIssues, color: colors.closed },
        ]}
      />
    </WidgetCard>
  );
}
