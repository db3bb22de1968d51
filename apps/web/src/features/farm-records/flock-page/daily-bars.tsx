import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

export const CHART_HEIGHT = 260;
/** Beyond this many days bars become slivers: long-lived flocks get lines instead. */
const MAX_BARS = 60;
/** At most this many age labels under the bars. */
const MAX_LABELS = 15;

/** One value per day: bars for a short life, a line for a long one. */
export function DailyBars({
  ages,
  values,
  label,
  axisLabel,
  color,
}: {
  ages: number[];
  values: number[];
  label: string;
  axisLabel: string;
  color: string;
}) {
  const series = [{ data: values, label, color }];
  if (ages.length > MAX_BARS) {
    return (
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ data: ages, label: axisLabel, scaleType: 'linear' }]}
        series={series.map((line) => ({ ...line, showMark: false }))}
      />
    );
  }
  const step = Math.ceil(ages.length / MAX_LABELS);
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[
        {
          data: ages,
          label: axisLabel,
          scaleType: 'band',
          tickLabelInterval: (_value: number, index: number) => index % step === 0,
        },
      ]}
      series={series}
    />
  );
}
