import type { ProjectWidgets } from '@flockbook/mock-api/project-dashboard';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatInteger } from '../../../records/number-format.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { DistributionChart } from './distribution-chart.tsx';
import { IssuesChartWidget } from './issues-chart-widget.tsx';
import { ScheduleWidget } from './schedule-widget.tsx';
import { CountCard, DueTasksCard } from './summary-cards.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Home: the four summary cards, the issues chart, the task doughnut and the schedule. */
export function HomeTab({ widgets }: { widgets: ProjectWidgets }) {
  const texts = useProjectDashboardTexts();
  const theme = useTheme();
  const locale = useLocale();
  const { palette } = theme;
  const taskColors = [
    palette.primary.main,
    palette.secondary.main,
    palette.info.main,
    palette.error.main,
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      <DueTasksCard widget={widgets.dueTasks} />
      <CountCard
        widget={widgets.overdue}
        title={texts.widgets.overdue}
        extraName={texts.widgets.overdueExtra}
        tone="error"
        testId="overdue"
      />
      <CountCard
        widget={widgets.issues}
        title={texts.widgets.issues}
        extraName={texts.widgets.issuesExtra}
        tone="warning"
        testId="issues"
      />
      <CountCard
        widget={widgets.features}
        title={texts.widgets.features}
        extraName={texts.widgets.featuresExtra}
        tone="success"
        testId="features"
      />
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2', xl: 'span 4' } }}>
        <IssuesChartWidget key={widgets.projectId} widget={widgets.issuesChart} />
      </Box>
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2', xl: 'span 2' } }}>
        <WidgetCard title={texts.widgets.taskDistribution} testId="widget-task-distribution">
          <DistributionChart
            testId="task-distribution-chart"
            cutout={widgets.taskDistribution.cutout}
            formatValue={(value) => formatInteger(value, locale)}
            slices={widgets.taskDistribution.slices.map((slice, index) => ({
              id: slice.name,
              label: texts.taskCategories[slice.name],
              value: slice.value,
              color: taskColors[index % taskColors.length] ?? palette.primary.main,
            }))}
          />
        </WidgetCard>
      </Box>
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2', xl: 'span 2' } }}>
        <ScheduleWidget key={widgets.projectId} widget={widgets.schedule} />
      </Box>
    </Box>
  );
}
