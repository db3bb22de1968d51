import type { Flock, FlockProgramme, FlockProgrammeItem } from '@flockbook/contracts';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dataTextProps, isolatedDataText } from '../../../components/data-text.tsx';
import { errorMessage } from '../../../components/error-message.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fillText, useTexts } from '../../../records/area-texts.ts';
import { useAreaPermissions } from '../../../records/hooks/use-area-permissions.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDate, formatDecimal, formatInteger } from '../../../records/number-format.ts';
import { editPath } from '../../../records/record-area.ts';
import { flocksArea } from '../areas/flocks-area.tsx';
import { stockOptionsAr } from '../areas/locales/stock-options/ar.ts';
import { stockOptionsEn } from '../areas/locales/stock-options/en.ts';
import { stockOptionsTr } from '../areas/locales/stock-options/tr.ts';
import { useProgrammeTexts } from './locales/use-programme-texts.ts';
import { useFlockProgramme, useGiveItem } from './use-programmes.ts';

const STATE_COLOURS = {
  due: 'warning',
  overdue: 'error',
  done: 'success',
  upcoming: 'default',
} as const;

/**
 * The flock page's vaccination programme: each item with its day and state, and for an item
 * due or overdue of an active flock a one-tap "Done" that records its medicine use. Its own
 * chunk.
 */
export default function FlockProgrammeSection({ flock }: { flock: Flock }) {
  const texts = useProgrammeTexts().flock;
  const programme = useFlockProgramme(flock.id);
  return (
    <Box
      component="section"
      id="programme"
      aria-labelledby="flock-programme-title"
      data-testid="flock-programme"
    >
      <Typography id="flock-programme-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {texts.title}
      </Typography>
      {programme.isPending ? (
        <Skeleton variant="rounded" height={160} data-testid="flock-programme-loading" />
      ) : programme.isError ? (
        <ErrorState
          error={programme.error}
          title={texts.loadFailed}
          onRetry={() => void programme.refetch()}
        />
      ) : (
        <ProgrammeCard flock={flock} programme={programme.data} />
      )}
    </Box>
  );
}

function ProgrammeCard({ flock, programme }: { flock: Flock; programme: FlockProgramme }) {
  const texts = useProgrammeTexts().flock;
  const locale = useLocale();
  const { canUpdate } = useAreaPermissions(flocksArea);
  if (!programme.programme) {
    return (
      <Card variant="outlined" data-testid="flock-programme-empty">
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <VaccinesOutlined color="disabled" />
            <Typography sx={{ flex: 1, color: 'text.secondary' }}>{texts.none}</Typography>
            {canUpdate && flock.status === 'active' ? (
              <Button component={RouterLink} to={editPath(flocksArea, flock.id)} variant="outlined">
                {texts.choose}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline', mb: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }} {...dataTextProps}>
            {programme.programme.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fillText(texts.age, { day: formatInteger(programme.ageDays, locale) })}
          </Typography>
        </Stack>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {programme.items.map((item) => (
            <ProgrammeRow key={item.id} item={item} flock={flock} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function ProgrammeRow({ item, flock }: { item: FlockProgrammeItem; flock: Flock }) {
  const texts = useProgrammeTexts().flock;
  const options = useTexts({ en: stockOptionsEn, tr: stockOptionsTr, ar: stockOptionsAr });
  const { t } = useTranslation();
  const locale = useLocale();
  const give = useGiveItem(flock.id);
  const [failure, setFailure] = useState<string | null>(null);
  const open = item.state === 'due' || item.state === 'overdue';
  const name = isolatedDataText(item.name);
  const onGive = () => {
    setFailure(null);
    give.mutate(item.id, {
      onSuccess: () =>
        showMessage({ message: fillText(texts.gave, { item: name }), variant: 'success' }),
      onError: (error) =>
        setFailure(
          error instanceof ApiError && error.hasFieldErrors
            ? Object.values(error.fieldErrors).join(' ')
            : errorMessage(error, t),
        ),
    });
  };
  return (
    <Box
      component="li"
      data-testid={`programme-item-${item.dayOfAge}`}
      data-state={item.state}
      sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', columnGap: 1.5, rowGap: 1, flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} {...dataTextProps}>
            {item.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fillText(texts.dueOn, {
              day: formatInteger(item.dayOfAge, locale),
              date: formatDate(item.dueOn, locale),
            })}
            {' · '}
            {options.medicineKind[item.kind]} · {options.medicineMethod[item.method]}
          </Typography>
          {item.done ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {fillText(texts.given, {
                date: formatDate(item.done.date, locale),
                quantity: formatDecimal(item.done.quantity, locale, 3),
                unit:
                  options.medicineUnit[item.done.unit as keyof typeof options.medicineUnit] ??
                  item.done.unit,
                medicine: isolatedDataText(item.done.medicineName),
              })}
            </Typography>
          ) : null}
        </Box>
        <Chip
          size="small"
          color={STATE_COLOURS[item.state]}
          variant={item.state === 'upcoming' ? 'outlined' : 'filled'}
          label={texts.states[item.state]}
          data-testid="programme-item-state"
        />
        {open && flock.status === 'active' ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<CheckCircleOutlined />}
            onClick={onGive}
            loading={give.isPending}
            aria-label={fillText(texts.giveLabel, { item: name })}
            data-testid="programme-item-give"
            sx={{ minHeight: 40 }}
          >
            {texts.give}
          </Button>
        ) : null}
      </Stack>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
