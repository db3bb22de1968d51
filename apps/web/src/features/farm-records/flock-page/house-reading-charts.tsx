import type { Flock, FlockDaily } from '@flockbook/contracts';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { Link as RouterLink } from 'react-router';
import { fillText } from '../../../records/area-texts.ts';
import { useAreaPermissions } from '../../../records/hooks/use-area-permissions.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDecimal } from '../../../records/number-format.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { houseReadingsArea } from '../areas/house-readings-area.ts';
import { ChartCard } from './chart-card.tsx';
import { CHART_HEIGHT } from './daily-bars.tsx';
import { useHouseReadingChartTexts } from './locales/use-house-reading-chart-texts.ts';
import { useFlockDaily } from './use-flock-daily.ts';

/**
 * The flock's house readings drawn from its daily figures: water per bird, water to feed, and
 * the lowest and highest temperature against the target band of its age. Its own chunk.
 */
export default function HouseReadingCharts({ flock }: { flock: Flock }) {
  const daily = useFlockDaily(flock.id);
  // The flock's other charts show the loading and the error of the same answer.
  if (daily.isPending) return <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  if (daily.isError) return null;
  return <ReadingCharts daily={daily.data} flock={flock} />;
}

function ReadingCharts({ daily, flock }: { daily: FlockDaily; flock: Flock }) {
  const texts = useHouseReadingChartTexts();
  const theme = useTheme();
  const locale = useLocale();
  const { canCreate } = useAreaPermissions(houseReadingsArea);
  const { days } = daily;
  const ageAxis = { data: days.map((day) => day.ageDays), label: texts.ageAxis };
  const xAxis = [{ ...ageAxis, scaleType: 'linear' as const }];
  /** Readings are daily but may skip days: mark the days that have one. */
  const onReadingDays = ({ index }: { index: number }) => days[index]?.waterLitres != null;
  const decimals = (digits: number) => (value: number | null) =>
    value === null ? '' : formatDecimal(value, locale, digits);
  const latest = days.findLast((day) => day.waterLitres !== null);

  return (
    <Box component="section" aria-label={texts.readings} data-testid="house-reading-charts">
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {texts.readings}
      </Typography>
      {daily.readings === 0 ? (
        <Card variant="outlined" data-testid="house-reading-charts-empty">
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
            >
              <ThermostatOutlined color="disabled" />
              <Typography sx={{ flex: 1, color: 'text.secondary' }}>{texts.empty}</Typography>
              {canCreate && flock.status === 'active' ? (
                <Button
                  component={RouterLink}
                  to={`${AREA_PATHS.houseReadings.create}?flockId=${encodeURIComponent(flock.id)}`}
                  variant="outlined"
                >
                  {texts.record}
                </Button>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2}>
          {latest ? <LatestReading day={latest} /> : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <ChartCard title={texts.waterPerBird} testId="chart-water-per-bird">
              <LineChart
                height={CHART_HEIGHT}
                xAxis={xAxis}
                series={[
                  {
                    data: days.map((day) => day.waterPerBirdL),
                    label: texts.waterPerBirdSeries,
                    connectNulls: true,
                    showMark: onReadingDays,
                    shape: 'circle',
                    color: theme.palette.info.main,
                    valueFormatter: decimals(3),
                  },
                ]}
              />
            </ChartCard>
            <ChartCard title={texts.waterToFeed} testId="chart-water-to-feed">
              <LineChart
                height={CHART_HEIGHT}
                xAxis={xAxis}
                series={[
                  {
                    data: days.map((day) => day.waterToFeedRatio),
                    label: texts.waterToFeedSeries,
                    connectNulls: true,
                    showMark: onReadingDays,
                    shape: 'circle',
                    color: theme.palette.primary.main,
                    valueFormatter: decimals(2),
                  },
                ]}
              />
            </ChartCard>
            <ChartCard title={texts.temperature} testId="chart-temperature">
              <LineChart
                height={CHART_HEIGHT}
                xAxis={xAxis}
                series={[
                  {
                    data: days.map((day) => day.targetTempHighC),
                    label: texts.targetHigh,
                    showMark: false,
                    color: theme.palette.text.disabled,
                    valueFormatter: decimals(1),
                  },
                  {
                    data: days.map((day) => day.targetTempLowC),
                    label: texts.targetLow,
                    showMark: false,
                    color: theme.palette.text.disabled,
                    valueFormatter: decimals(1),
                  },
                  {
                    data: days.map((day) => day.maxTempC),
                    label: texts.maxTemp,
                    connectNulls: true,
                    showMark: onReadingDays,
                    shape: 'circle',
                    color: theme.palette.error.main,
                    valueFormatter: decimals(1),
                  },
                  {
                    data: days.map((day) => day.minTempC),
                    label: texts.minTemp,
                    connectNulls: true,
                    showMark: onReadingDays,
                    shape: 'circle',
                    color: theme.palette.info.main,
                    valueFormatter: decimals(1),
                  },
                ]}
              />
            </ChartCard>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

/** The latest reading's figures in words, beside the charts. */
function LatestReading({ day }: { day: FlockDaily['days'][number] }) {
  const texts = useHouseReadingChartTexts();
  const locale = useLocale();
  const number = (value: number | null, digits: number) =>
    value === null ? '—' : formatDecimal(value, locale, digits);
  const facts = [
    fillText(texts.latestWaterPerBird, { litres: number(day.waterPerBirdL, 3) }),
    fillText(texts.latestWaterToFeed, { ratio: number(day.waterToFeedRatio, 2) }),
    fillText(texts.latestTemperature, {
      min: number(day.minTempC, 1),
      max: number(day.maxTempC, 1),
      low: number(day.targetTempLowC, 1),
      high: number(day.targetTempHighC, 1),
    }),
  ];
  return (
    <Typography variant="body2" data-testid="house-reading-latest" sx={{ color: 'text.secondary' }}>
      {fillText(texts.latest, { age: day.ageDays })} {facts.join(' · ')}
    </Typography>
  );
}
