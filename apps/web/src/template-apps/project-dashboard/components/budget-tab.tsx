import type { ProjectWidgets, WidgetTableCell } from '@flockbook/mock-api/project-dashboard';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatPercent } from '../../../records/number-format.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { formatWholeMoney } from './chart-format.ts';
import { DistributionChart } from './distribution-chart.tsx';
import { SpentWidget } from './spent-widget.tsx';
import { WidgetCard } from './widget-card.tsx';
import { WidgetTableView, plainCell } from './widget-table.tsx';

const moneyColumns = new Set(['totalBudget', 'expensesAmount', 'remainingAmount']);
const percentColumns = new Set(['expensesPercentage', 'remainingPercentage']);

/** Budget: the distribution pie, the spent panel and the budget details table. */
export function BudgetTab({ widgets }: { widgets: ProjectWidgets }) {
  const texts = useProjectDashboardTexts();
  const { palette } = useTheme();
  const locale = useLocale();
  const colors = [
    palette.info.main,
    palette.secondary.main,
    palette.primary.main,
    palette.warning.main,
    palette.success.main,
  ];
  const currency = widgets.spent.currency;
  const format = (cell: WidgetTableCell) => {
    if (typeof cell.value === 'number' && moneyColumns.has(cell.id)) {
      return formatWholeMoney(cell.value, currency, locale);
    }
    if (typeof cell.value === 'number' && percentColumns.has(cell.id)) {
      return formatPercent(cell.value, locale);
    }
    if (cell.id === 'budgetType' && typeof cell.value === 'string') {
      return (
        texts.budgetCategories[cell.value as keyof typeof texts.budgetCategories] ?? cell.value
      );
    }
    return plainCell(cell, locale);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      <WidgetCard title={texts.widgets.budgetDistribution} testId="widget-budget-distribution">
        <DistributionChart
          testId="budget-distribution-chart"
          cutout={widgets.budgetDistribution.cutout}
          formatValue={(value) => formatPercent(value, locale)}
          slices={widgets.budgetDistribution.slices.map((slice, index) => ({
            id: slice.name,
            label: texts.budgetCategories[slice.name],
            value: slice.value,
            color: colors[index % colors.length] ?? palette.primary.main,
          }))}
        />
      </WidgetCard>
      <SpentWidget key={widgets.projectId} widget={widgets.spent} />
      <Box sx={{ gridColumn: { md: 'span 2' } }}>
        <WidgetCard title={texts.widgets.budgetDetails} testId="widget-budget-details">
          <WidgetTableView
            testId="budget-details-table"
            table={widgets.budgetDetails}
            titleOf={(id, fallback) => texts.columns[id] ?? fallback}
            format={format}
            empty={texts.noData}
          />
        </WidgetCard>
      </Box>
    </Box>
  );
}
