import type { FlockDaily } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LineSeries } from '@mui/x-charts/LineChart';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import { formatMoney } from '../../../records/number-format.ts';
import { ChartCard } from './chart-card.tsx';
import { CHART_HEIGHT, DailyBars } from './daily-bars.tsx';
import { useFlockChartTexts } from './locales/use-flock-chart-texts.ts';
import { useFlockDaily } from './use-flock-daily.ts';

/** Money figures are left out of staff answers (undefined), like any empty value. */
const number = (value: string | null | undefined) => (value == null ? null : Number(value));

/**
 * The flock's days drawn: mortality, weight and feed against the breed curve (eggs for
 * layers), and cumulative cost against revenue for admins.
 */
export function FlockCharts({ flockId }: { flockId: string }) {
  const texts = useFlockChartTexts();
  const daily = useFlockDaily(flockId);
  if (daily.isPending) return <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  if (daily.isError) return <Alert severity="error">{texts.loadFailed}</Alert>;
  return <ChartsOf daily={daily.data} />;
}

function ChartsOf({ daily }: { daily: FlockDaily }) {
  const texts = useFlockChartTexts();
  const theme = useTheme();
  const locale = useLocale();
  const currency = useCurrency();
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const { days } = daily;
  const ages = days.map((day) => day.ageDays);
  const ageAxis = { data: ages, label: texts.ageAxis, scaleType: 'linear' as const };
  const curve = daily.curve ?? '';
  const isLayer = days.some((day) => day.eggs !== null);
  /** The flock's own line, over the breed curve's target line when the breed has one. */
  const overCurve = (target: (number | null)[], targetText: string, actual: LineSeries) => [
    ...(daily.curve
      ? [
          {
            data: target,
            label: fillText(targetText, { curve }),
            color: theme.palette.text.disabled,
            showMark: false,
            connectNulls: true,
          },
        ]
      : []),
    actual,
  ];

  return (
    <Box
      component="section"
      aria-label={texts.charts}
      data-testid="flock-charts"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartCard title={texts.mortality} testId="chart-mortality">
        <DailyBars
          ages={ages}
          values={days.map((day) => day.mortalityPercent)}
          label={texts.mortalitySeries}
          axisLabel={texts.ageAxis}
          color={theme.palette.error.main}
        />
      </ChartCard>
      {isLayer ? (
        <ChartCard title={texts.eggs} testId="chart-eggs">
          <DailyBars
            ages={ages}
            values={days.map((day) => day.eggs ?? 0)}
            label={texts.eggsSeries}
            axisLabel={texts.ageAxis}
            color={theme.palette.primary.main}
          />
        </ChartCard>
      ) : (
        <ChartCard title={texts.weight} testId="chart-weight">
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[ageAxis]}
            series={overCurve(
              days.map((day) => day.targetWeightG),
              texts.weightTarget,
              {
                data: days.map((day) => day.averageWeightG),
                label: texts.weightActual,
                connectNulls: true,
                curve: 'linear',
                // Only weighing days carry a value: mark them, so a single weighing shows too.
                showMark: ({ index }: { index: number }) => days[index]?.averageWeightG != null,
                color: theme.palette.secondary.main,
              },
            )}
          />
        </ChartCard>
      )}
      <ChartCard title={texts.feed} testId="chart-feed">
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[ageAxis]}
          series={overCurve(
            days.map((day) => day.targetIntakeG),
            texts.feedTarget,
            {
              data: days.map((day) => day.feedPerBirdG),
              label: texts.feedActual,
              showMark: false,
              color: theme.palette.warning.main,
            },
          )}
        />
      </ChartCard>
      {daily.withMoney ? (
        <ChartCard title={texts.money} testId="chart-money">
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[ageAxis]}
            yAxis={[{ width: 56, valueFormatter: (value: number) => compact.format(value) }]}
            series={[
              {
                data: days.map((day) => number(day.cumulativeCost)),
                label: texts.cost,
                showMark: false,
                curve: 'stepAfter',
                color: theme.palette.error.main,
                valueFormatter: (value) => formatMoney(value, currency, locale),
              },
              {
                data: days.map((day) => number(day.cumulativeRevenue)),
                label: texts.revenue,
                showMark: false,
                curve: 'stepAfter',
                color: theme.palette.success.main,
                valueFormatter: (value) => formatMoney(value, currency, locale),
              },
            ]}
          />
        </ChartCard>
      ) : null}
    </Box>
  );
}
