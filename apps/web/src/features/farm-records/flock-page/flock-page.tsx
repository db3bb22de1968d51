import { authRoles } from '@flockbook/contracts/roles';
import type { Flock } from '@flockbook/contracts';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EggOutlined from '@mui/icons-material/EggOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { dataTextProps } from '../../../components/data-text.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { hasPermission } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchRecord } from '../../../records/api/record-api.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fillText, useTexts } from '../../../records/area-texts.ts';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { useAreaPermissions } from '../../../records/hooks/use-area-permissions.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { usePhone } from '../../../records/hooks/use-phone.ts';
import { formatDate } from '../../../records/number-format.ts';
import { editPath } from '../../../records/record-area.ts';
import { AREA_PATHS, flockPagePath } from '../area-paths.ts';
import { flocksArea } from '../areas/flocks-area.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { ClosingSheetMenu } from '../reports/closing-sheet-menu.tsx';
import { FlockCharts } from './flock-charts.tsx';
import { FlockClosingDialog } from './flock-closing-dialog.tsx';
import type { FlockClosingMode } from './flock-closing-dialog.tsx';
import { useFlockClosingTexts } from './locales/use-flock-closing-texts.ts';
import { FlockFigures } from './flock-figures.tsx';
import { FlockQuickAdd } from './flock-quick-add.tsx';
import { FlockSummaryFigures } from './flock-summary-figures.tsx';
import { useFlockPageTexts } from './locales/use-flock-page-texts.ts';
import { FlockRecordTabs } from './flock-record-tabs.tsx';
import { CHART_HEIGHT } from './daily-bars.tsx';

/** Its own chunk, downloaded when a flock page is opened. */
const HouseReadingCharts = lazy(() => import('./house-reading-charts.tsx'));
/** Its own chunk too: the flock's vaccination programme with the one-tap dose. */
const FlockProgrammeSection = lazy(() => import('../programmes/flock-programme.tsx'));

/**
 * The flock page `/apps/flocks/{flockId}/{flockHandle}`: the flock's header and figures, and
 * tabs listing its deaths, weighings and (laying flocks) egg collections with quick-add (on a
 * phone also in the header, above the figures).
 * A missing or stale handle is replaced by the flock's own.
 */
export function FlockPage() {
  const { flockId = '', flockHandle } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const texts = useFlockPageTexts();
  const flock = useQuery({
    queryKey: recordKeys.item(flocksArea.endpoint, flockId),
    queryFn: ({ signal }) => fetchRecord(flocksArea, flockId, signal) as Promise<Flock>,
  });

  const canonical = flock.data ? flockPagePath(flock.data) : undefined;
  const handle = flock.data?.handle;
  useEffect(() => {
    if (canonical && handle !== flockHandle) {
      void navigate(`${canonical}${location.search}`, { replace: true });
    }
  }, [canonical, handle, flockHandle, location.search, navigate]);

  if (flock.isPending) return <LoadingState />;
  if (flock.isError) {
    const notFound = flock.error instanceof ApiError && flock.error.status === 404;
    return (
      <RecordPage
        icon={EggOutlined}
        farmWork
        title={texts.title}
        crumbs={[
          { label: t('navigation.applications') },
          { label: texts.back, to: AREA_PATHS.flocks.list },
        ]}
      >
        <ErrorState
          error={notFound ? new Error(texts.notFound) : flock.error}
          {...(notFound ? {} : { onRetry: () => void flock.refetch() })}
        />
      </RecordPage>
    );
  }
  return <FlockPageBody flock={flock.data} />;
}

function FlockPageBody({ flock }: { flock: Flock }) {
  const { t } = useTranslation();
  const texts = useFlockPageTexts();
  const areaTexts = useTexts(flocksArea.texts);
  const locale = useLocale();
  const closingTexts = useFlockClosingTexts();
  const { canUpdate } = useAreaPermissions(flocksArea);
  const isAdmin = hasPermission(authRoles.admin, useSession().user.role);
  const [closing, setClosing] = useState<FlockClosingMode | null>(null);
  // On a phone the tabs' quick-add lies below the figures and charts: the header offers it too.
  const phone = usePhone();
  const closed = flock.status === 'closed';
  const statusLabel = areaTexts.options?.status?.[flock.status] ?? flock.status;
  const typeLabel = areaTexts.options?.type?.[flock.type] ?? flock.type;
  const breedLabel = areaTexts.options?.breed?.[flock.breed] ?? flock.breed;

  // The farm's name and the house are data, drawn in their own direction; the rest is ours.
  const facts = [
    { text: flock.farmName, data: true },
    { text: breedLabel },
    { text: typeLabel },
    flock.house ? { text: flock.house, data: true } : null,
    { text: fillText(texts.placedOn, { date: formatDate(flock.placedOn, locale) }) },
    closed && flock.closedOn
      ? { text: fillText(texts.closedOn, { date: formatDate(flock.closedOn, locale) }) }
      : null,
  ].filter((fact): fact is { text: string; data?: boolean } => fact !== null);

  return (
    <RecordPage
      icon={EggOutlined}
      farmWork
      title={<span data-testid="flock-name">{flock.name}</span>}
      data-testid="flock-page"
      badge={<StatusChip open={!closed} label={statusLabel} size="medium" />}
      subtitle={
        <Stack
          component="span"
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}
          data-testid="flock-facts"
        >
          {facts.map((fact, index) => (
            <Stack key={fact.text} component="span" direction="row" sx={{ columnGap: 1 }}>
              {index > 0 ? (
                <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
                  •
                </Box>
              ) : null}
              <span {...(fact.data ? dataTextProps : {})}>{fact.text}</span>
            </Stack>
          ))}
        </Stack>
      }
      crumbs={[
        { label: t('navigation.applications') },
        { label: texts.back, to: AREA_PATHS.flocks.list },
        { label: flock.name, data: true },
      ]}
      actions={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {phone ? <FlockQuickAdd flock={flock} /> : null}
          {canUpdate && !closed ? (
            <Button
              component={RouterLink}
              to={editPath(flocksArea, flock.id)}
              variant="outlined"
              color="inherit"
              startIcon={<EditOutlined />}
              data-testid="flock-edit"
              sx={{ borderColor: 'divider' }}
            >
              {texts.edit}
            </Button>
          ) : null}
          <ClosingSheetMenu flockId={flock.id} flockHandle={flock.handle} />
          {isAdmin ? (
            <Button
              variant={closed ? 'outlined' : 'contained'}
              color={closed ? 'warning' : 'secondary'}
              startIcon={closed ? <LockOpenOutlined /> : <LockOutlined />}
              onClick={() => setClosing(closed ? 'reopen' : 'close')}
              data-testid={closed ? 'flock-reopen' : 'flock-close'}
            >
              {closed ? closingTexts.reopen : closingTexts.close}
            </Button>
          ) : null}
        </Stack>
      }
    >
      <Stack spacing={3}>
        {closed ? (
          <Alert severity="info" variant="outlined" data-testid="flock-closed-notice">
            {texts.closedNotice}
          </Alert>
        ) : null}
        <FlockFigures flock={flock} />
        <FlockSummaryFigures flock={flock} />
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <FlockProgrammeSection flock={flock} />
        </Suspense>
        <FlockCharts flockId={flock.id} />
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          <HouseReadingCharts flock={flock} />
        </Suspense>
        <Typography
          component="h2"
          sx={{
            position: 'absolute',
            // In px: a bare 1 is the whole width in MUI's sx, which made the page scroll sideways.
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {texts.records}
        </Typography>
        <FlockRecordTabs flock={flock} />
      </Stack>
      {closing ? (
        <FlockClosingDialog flock={flock} mode={closing} onClose={() => setClosing(null)} />
      ) : null}
    </RecordPage>
  );
}
