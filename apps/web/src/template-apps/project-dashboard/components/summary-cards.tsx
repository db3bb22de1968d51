import type {
  CountWidget,
  DueTaskRange,
  ProjectWidgets,
} from '@flockbook/mock-api/project-dashboard';
import { DUE_TASK_RANGES } from '@flockbook/mock-api/project-dashboard';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInteger } from '../../../records/number-format.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { RangeMenu } from './range-menu.tsx';
import { WidgetCard } from './widget-card.tsx';

type Tone = 'primary' | 'error' | 'warning' | 'success';

/** The big count of a summary card with its smaller figure beneath. */
function CountBody({
  count,
  extraName,
  extraCount,
  tone,
  testId,
}: {
  count: number;
  extraName: string;
  extraCount: number;
  tone: Tone;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <>
      <Typography
        component="p"
        sx={{
          fontSize: 56,
          lineHeight: 1,
          fontWeight: 600,
          textAlign: 'center',
          color: `${tone}.main`,
        }}
        data-testid={`${testId}-count`}
      >
        {formatInteger(count, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {extraName}:{' '}
        <span data-testid={`${testId}-extra`}>{formatInteger(extraCount, locale)}</span>
      </Typography>
    </>
  );
}

/** Due tasks for yesterday, today (the default) or tomorrow. */
export function DueTasksCard({ widget }: { widget: ProjectWidgets['dueTasks'] }) {
  const texts = useProjectDashboardTexts();
  const [range, setRange] = useState<DueTaskRange>(widget.currentRange);
  return (
    <WidgetCard
      title={texts.widgets.dueTasks}
      testId="widget-due-tasks"
      action={
        <RangeMenu
          value={range}
          keys={DUE_TASK_RANGES}
          labelOf={(key) => texts.ranges[key]}
          onChange={setRange}
          ariaLabel={`${texts.widgets.dueTasks} – ${texts.range}`}
          testId="due-tasks-range"
        />
      }
    >
      <CountBody
        count={widget.count[range]}
        extraName={texts.widgets.dueTasksExtra}
        extraCount={widget.completed[range]}
        tone="primary"
        testId="due-tasks"
      />
    </WidgetCard>
  );
}

/** Overdue tasks, issues or features: one count and its smaller figure. */
export function CountCard({
  widget,
  title,
  extraName,
  tone,
  testId,
}: {
  widget: CountWidget;
  title: string;
  extraName: string;
  tone: Tone;
  testId: string;
}) {
  return (
    <WidgetCard title={title} testId={`widget-${testId}`}>
      <CountBody
        count={widget.count}
        extraName={extraName}
        extraCount={widget.extra.count}
        tone={tone}
        testId={testId}
      />
    </WidgetCard>
  );
}
