import type { DailyRound } from '@flockbook/contracts';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataLine } from '../../../components/data-text.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { usePageParams } from '../../../records/hooks/use-page-params.ts';
import { useFarmOptions } from '../../../records/hooks/use-record-options.ts';
import type { DailyRoundTexts } from './locales/en.ts';
import { useDailyRoundTexts } from './locales/use-daily-round-texts.ts';
import { RoundEditor } from './round-editor.tsx';
import { dayBefore, useDailyRound } from './use-daily-round.ts';

/**
 * The daily round `/apps/daily-round?farmId=&date=`: every house of one farm for one day on
 * one screen, saved at once. The day is the farm's today (as the server keeps it) unless one
 * is picked; yesterday is one tap away.
 */
export function DailyRoundPage() {
  const { t } = useTranslation();
  const texts = useDailyRoundTexts();
  const [searchParams, setParams] = usePageParams();
  const farms = useFarmOptions();
  const farmId = searchParams.get('farmId') ?? lastRoundFarm(farms.data) ?? farms.data?.[0]?.id;
  const farm = farms.data?.find((candidate) => candidate.id === farmId);
  const date = searchParams.get('date') ?? undefined;
  const { round, yesterday } = useDailyRound(farmId, date);
  const today = farm?.today ?? round.data?.date;

  const shownDate = date ?? round.data?.date ?? today ?? '';
  const dayChoice =
    shownDate === today ? 'today' : today && shownDate === dayBefore(today) ? 'yesterday' : null;

  return (
    <RecordPage
      icon={AssignmentTurnedInOutlined}
      farmWork
      title={texts.title}
      subtitle={texts.subtitle}
      crumbs={[{ label: t('navigation.applications') }, { label: texts.title }]}
      data-testid="daily-round-page"
    >
      <Card sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={texts.farm}
            value={farmId ?? ''}
            onChange={(event) => {
              rememberRoundFarm(event.target.value);
              setParams({ farmId: event.target.value, date: undefined });
            }}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'round-farm' } } }}
          >
            {(farms.data ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                <DataLine>{option.name}</DataLine>
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={dayChoice}
              aria-label={texts.date}
              onChange={(_, choice: string | null) => {
                if (!today || !choice) return;
                setParams({ date: choice === 'today' ? undefined : dayBefore(today) });
              }}
            >
              <ToggleButton value="today" data-testid="round-today">
                {texts.today}
              </ToggleButton>
              <ToggleButton value="yesterday" data-testid="round-yesterday">
                {texts.yesterday}
              </ToggleButton>
            </ToggleButtonGroup>
            <TextField
              type="date"
              size="small"
              label={texts.date}
              value={shownDate}
              onChange={(event) =>
                setParams({
                  date:
                    event.target.value && event.target.value !== today
                      ? event.target.value
                      : undefined,
                })
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: today, 'data-testid': 'round-date' },
              }}
              sx={{ flex: 1, minWidth: 150 }}
            />
          </Stack>
        </Stack>
      </Card>
      <RoundBody
        farmsLoading={farms.isPending}
        farmsError={farms.isError ? farms.error : null}
        retryFarms={() => void farms.refetch()}
        farmChosen={Boolean(farmId)}
        farmName={farm?.name ?? ''}
        round={round}
        yesterday={yesterday}
        texts={texts}
      />
    </RecordPage>
  );
}

type Rounds = ReturnType<typeof useDailyRound>;

/** The farm whose round was last chosen on this device: the next day's round opens on it. */
const ROUND_FARM_KEY = 'flockbook.round-farm';

function lastRoundFarm(farms: readonly { id: string }[] | undefined): string | undefined {
  const stored = localStorage.getItem(ROUND_FARM_KEY);
  return farms?.some((farm) => farm.id === stored) ? (stored ?? undefined) : undefined;
}

function rememberRoundFarm(farmId: string) {
  localStorage.setItem(ROUND_FARM_KEY, farmId);
}

function RoundBody({
  farmsLoading,
  farmsError,
  retryFarms,
  farmChosen,
  farmName,
  round,
  yesterday,
  texts,
}: {
  farmsLoading: boolean;
  farmsError: Error | null;
  retryFarms: () => void;
  farmChosen: boolean;
  farmName: string;
  round: Rounds['round'];
  yesterday: Rounds['yesterday'];
  texts: DailyRoundTexts;
}) {
  if (farmsLoading) return <LoadingState />;
  if (farmsError) return <ErrorState error={farmsError} onRetry={retryFarms} />;
  if (!farmChosen)
    return <Typography sx={{ color: 'text.secondary' }}>{texts.chooseFarm}</Typography>;
  if (round.isPending || (yesterday.isPending && yesterday.fetchStatus !== 'idle')) {
    return <LoadingState />;
  }
  if (round.isError) return <ErrorState error={round.error} onRetry={() => void round.refetch()} />;
  const data: DailyRound = round.data;
  if (data.houses.length === 0) {
    return (
      <Alert severity="info" data-testid="round-empty">
        {texts.noHouses}
      </Alert>
    );
  }
  return (
    <Box>
      <RoundEditor
        key={`${data.farmId}|${data.date}`}
        round={data}
        farmName={farmName}
        updatedAt={round.dataUpdatedAt}
        yesterday={yesterday.data}
      />
    </Box>
  );
}
