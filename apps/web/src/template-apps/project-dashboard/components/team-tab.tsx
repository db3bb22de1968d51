import type { ProjectWidgets } from '@flockbook/mock-api/project-dashboard';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { WidgetCard } from './widget-card.tsx';
import { WidgetTableView, plainCell } from './widget-table.tsx';

/** Team Members: who works on the project. */
export function TeamTab({ widgets }: { widgets: ProjectWidgets }) {
  const texts = useProjectDashboardTexts();
  const locale = useLocale();
  return (
    <WidgetCard title={texts.widgets.teamMembers} testId="widget-team-members">
      <WidgetTableView
        testId="team-members-table"
        table={widgets.teamMembers}
        titleOf={(id, fallback) => texts.columns[id] ?? fallback}
        format={(cell) => plainCell(cell, locale)}
        empty={texts.noTeam}
      />
    </WidgetCard>
  );
}
