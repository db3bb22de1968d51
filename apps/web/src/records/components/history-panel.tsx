import type { AuditEntry } from '@flockbook/contracts';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { fieldLabel } from '../area-texts.ts';
import { auditChanges } from '../audit-changes.ts';
import { fetchRecordHistory } from '../api/record-api.ts';
import { recordKeys } from '../api/query-keys.ts';
import { formatDateTime } from '../number-format.ts';
import type { CellContext, RecordField } from '../record-area.ts';
import { fieldDisplay } from './field-display.ts';
import { dataTextProps, isolatedDataText } from '../../components/data-text.tsx';

export type HistoryPanelProps = {
  entity: string;
  recordId: string;
  fields: readonly RecordField[];
  context: CellContext;
};

const ACTION_COLOURS: Record<
  AuditEntry['action'],
  'success' | 'info' | 'error' | 'default' | 'warning'
> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  close: 'default',
  reopen: 'warning',
};

/** Who changed the record, when, and what (admins only): GET /api/audit for this record. */
export function HistoryPanel({ entity, recordId, fields, context }: HistoryPanelProps) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: recordKeys.history(entity, recordId),
    queryFn: ({ signal }) => fetchRecordHistory(entity, recordId, signal),
  });
  const order = fields.map((field) => field.name);

  return (
    <Card component="section" aria-label={t('records.history.title')} data-testid="record-history">
      <CardHeader
        avatar={
          <Avatar
            variant="rounded"
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
          >
            <HistoryOutlined />
          </Avatar>
        }
        title={t('records.history.title')}
        subheader={t('records.history.subtitle')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isPending ? <LoadingState /> : null}
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : null}
        {history.data && history.data.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('records.history.empty')}
          </Typography>
        ) : null}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(history.data ?? []).map((entry, index, all) => {
            const changes =
              entry.action === 'update' ? auditChanges(entry.before, entry.after, order) : [];
            const last = index === all.length - 1;
            return (
              <Box
                component="li"
                key={entry.id}
                data-testid="history-entry"
                sx={{ position: 'relative', pl: 3, pb: last ? 0 : 2.5 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    insetInlineStart: 5,
                    top: 6,
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: `${ACTION_COLOURS[entry.action] === 'default' ? 'grey' : ACTION_COLOURS[entry.action]}.main`,
                  }}
                />
                {last ? null : (
                  <Box
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      insetInlineStart: 9,
                      top: 20,
                      bottom: 0,
                      width: 2,
                      bgcolor: 'divider',
                    }}
                  />
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    color={ACTION_COLOURS[entry.action]}
                    variant="outlined"
                    label={t(`records.history.${entry.action}`)}
                  />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('records.history.by', {
                      name: entry.userName ?? t('records.history.unknownUser'),
                    })}
                  </Typography>
                </Stack>
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ color: 'text.secondary', mt: 0.5 }}
                >
                  {formatDateTime(entry.at, context.locale)}
                </Typography>
                {entry.reason ? (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('records.history.reason', { reason: isolatedDataText(entry.reason) })}
                  </Typography>
                ) : null}
                {entry.action === 'update' ? (
                  changes.length === 0 ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('records.history.noFieldChanges')}
                    </Typography>
                  ) : (
                    <Box
                      component="dl"
                      sx={{
                        m: 0,
                        mt: 1,
                        display: 'grid',
                        gridTemplateColumns: 'auto 1fr',
                        columnGap: 1.5,
                        rowGap: 0.5,
                      }}
                    >
                      {changes.map((change) => {
                        const field = fields.find(
                          (candidate) => candidate.name === change.field,
                        ) ?? {
                          name: change.field,
                          type: 'text' as const,
                        };
                        const show = (value: unknown) =>
                          field.type === 'farm' || field.type === 'flock'
                            ? String(value ?? '')
                            : fieldDisplay(field, value, {}, context, t);
                        return (
                          <Box key={change.field} sx={{ display: 'contents' }}>
                            <Typography
                              component="dt"
                              variant="body2"
                              sx={{ color: 'text.secondary' }}
                            >
                              {fieldLabel(context.texts, change.field)}
                            </Typography>
                            <Typography
                              component="dd"
                              variant="body2"
                              sx={{ m: 0, overflowWrap: 'anywhere' }}
                            >
                              <Box
                                component="span"
                                sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
                                {...dataTextProps}
                              >
                                {show(change.before) || '—'}
                              </Box>
                              {' → '}
                              <Box component="span" sx={{ fontWeight: 600 }} {...dataTextProps}>
                                {show(change.after) || '—'}
                              </Box>
                            </Typography>
                          </Box>
                        );
                      })}
                    </Box>
                  )
                ) : null}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
