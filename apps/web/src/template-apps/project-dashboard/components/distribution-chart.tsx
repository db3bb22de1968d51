import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartLegend } from './chart-legend.tsx';

export type Slice = { id: string; label: string; value: number; color: string };

/**
 * A pie of shares; `cutout` is the hole in percent of the radius (66 makes a doughnut, 0 a
 * full pie), as the widget's data gives it.
 */
export function DistributionChart({
  slices,
  cutout,
  formatValue,
  testId,
}: {
  slices: Slice[];
  cutout: number;
  formatValue: (value: number) => string;
  testId: string;
}) {
  return (
    <Box data-testid={testId} data-cutout={cutout}>
      <PieChart
        height={220}
        hideLegend
        series={[
          {
            data: slices.map((slice) => ({
              id: slice.id,
              value: slice.value,
              label: slice.label,
              color: slice.color,
            })),
            innerRadius: `${cutout}%`,
            paddingAngle: cutout > 0 ? 2 : 0,
            cornerRadius: cutout > 0 ? 4 : 0,
            valueFormatter: (item) => formatValue(item.value),
          },
        ]}
      />
      <ChartLegend
        testId={`${testId}-legend`}
        items={slices.map((slice) => ({
          label: slice.label,
          color: slice.color,
          value: formatValue(slice.value),
        }))}
      />
    </Box>
  );
}
