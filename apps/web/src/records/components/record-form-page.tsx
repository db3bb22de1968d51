import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fetchRecord } from '../api/record-api.ts';
import { recordKeys } from '../api/query-keys.ts';
import { useAreaPermissions } from '../hooks/use-area-permissions.ts';
import { useCellContext } from '../hooks/use-cell-context.ts';
import { useFlockOptions } from '../hooks/use-record-options.ts';
import { formatDateTime } from '../number-format.ts';
import { editParam } from '../record-area.ts';
import type { RecordArea, RecordBase } from '../record-area.ts';
import { HistoryPanel } from './history-panel.tsx';
import { RecordFormLoader } from './record-form-loader.tsx';
import { RecordPage } from './record-page.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

export type RecordFormPageProps = {
  area: RecordArea;
  mode: 'create' | 'edit';
};

/**
 * An area's new-record and edit page: the form in a card, guarded against leaving with
 * unsaved changes, and for admins the record's history beside it.
 */
export function RecordFormPage({ area, mode }: RecordFormPageProps) {
  const params = useParams();
  const id = mode === 'edit' ? (params[editParam(area)] ?? '') : '';
  const record = useQuery({
    queryKey: recordKeys.item(area.endpoint, id),
    queryFn: ({ signal }) => fetchRecord(area, id, signal),
    enabled: mode === 'edit' && id !== '',
  });

  if (mode === 'create') return <FormPageBody key="new" area={area} record={undefined} />;
  if (record.isPending) return <LoadingState />;
  if (record.isError) {
    return <FormPageError area={area} error={record.error} onRetry={() => void record.refetch()} />;
  }
  return <FormPageBody key={`${record.data.id}`} area={area} record={record.data} />;
}

function FormPageError({
  area,
  error,
  onRetry,
}: {
  area: RecordArea;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const context = useCellContext(area);
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <RecordPage
      icon={area.icon}
      farmWork
      title={context.texts.singular}
      crumbs={[{ label: context.texts.title, to: area.paths.list }]}
    >
      <ErrorState
        error={notFound ? new Error(t('records.form.notFound')) : error}
        title={t('records.form.loadErrorTitle')}
        {...(notFound ? {} : { onRetry })}
      />
      {notFound ? (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('records.form.notFound')}
        </Typography>
      ) : null}
    </RecordPage>
  );
}

type BodyProps = { area: RecordArea; record: RecordBase | undefined };

/** Values the address gives a new record, for fields of the area (`?employeeId=&period=`). */
function presetsFrom(area: RecordArea, search: URLSearchParams): Record<string, string> {
  const presets: Record<string, string> = {};
  for (const field of area.fields) {
    const value = search.get(field.name);
    if (value !== null && value !== '') presets[field.name] = value;
  }
  return presets;
}

function FormPageBody({ area, record }: BodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const context = useCellContext(area);
  const permissions = useAreaPermissions(area);
  const flocks = useFlockOptions();
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // Leave once the saved form no longer counts as changed, so the guard lets the page go.
  useEffect(() => {
    if (leaveTo !== null && !dirty) void navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const values = (record ?? {}) as Record<string, unknown>;
  const flockId = typeof values.flockId === 'string' ? values.flockId : undefined;
  const flockClosed =
    area.flockScoped === true &&
    flockId !== undefined &&
    flocks.data?.find((flock) => flock.id === flockId)?.status === 'closed';
  const recordClosed = record !== undefined && area.isClosed?.(record) === true;
  const roleReadOnly = record !== undefined && !permissions.canUpdate;
  const readOnly = flockClosed || recordClosed || roleReadOnly;
  const title = record ? area.recordTitle(record, context) : context.texts.newTitle;
  const meta = (record ?? {}) as Partial<Record<'createdAt' | 'updatedAt', unknown>>;

  return (
    <RecordPage
      icon={area.icon}
      farmWork
      title={title}
      data-testid={`record-form-page-${area.id}`}
      subtitle={
        record ? (
          <Stack component="span" direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            <span>{context.texts.singular}</span>
            {typeof meta.updatedAt === 'string' ? (
              <span>
                {t('records.form.updatedMeta', {
                  date: formatDateTime(meta.updatedAt, context.locale),
                })}
              </span>
            ) : null}
          </Stack>
        ) : (
          context.texts.subtitle
        )
      }
      badge={
        record ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('records.form.versionMeta', { version: record.version })}
            data-testid="record-version"
          />
        ) : null
      }
      crumbs={[
        { label: t('navigation.applications') },
        { label: context.texts.title, to: area.paths.list },
        { label: record ? t('records.form.edit') : t('records.list.new') },
      ]}
      actions={record && area.recordActions ? area.recordActions(record, context) : undefined}
    >
      <UnsavedChangesGuard when={dirty && leaveTo === null} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg:
              record && permissions.canSeeHistory
                ? 'minmax(0, 2fr) minmax(320px, 1fr)'
                : 'minmax(0, 880px)',
          },
        }}
      >
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
            <RecordFormLoader
              area={area}
              record={record}
              presetValues={record ? {} : presetsFrom(area, search)}
              readOnly={readOnly}
              onDirtyChange={onDirtyChange}
              notice={
                readOnly ? (
                  <Alert severity="info" variant="outlined" data-testid="read-only-notice">
                    {flockClosed
                      ? t('records.form.readOnlyClosed')
                      : t('records.form.readOnlyRole')}
                  </Alert>
                ) : null
              }
              onSaved={(saved, savedMode) => {
                if (savedMode === 'create') {
                  setLeaveTo(area.rowHref ? area.rowHref(saved) : area.paths.list);
                }
              }}
              onDeleted={() => setLeaveTo(area.paths.list)}
              onCancel={() => void navigate(area.paths.list)}
            />
          </CardContent>
        </Card>
        {record && permissions.canSeeHistory ? (
          <HistoryPanel
            entity={area.entity}
            recordId={record.id}
            fields={area.fields}
            context={context}
          />
        ) : null}
      </Box>
    </RecordPage>
  );
}
