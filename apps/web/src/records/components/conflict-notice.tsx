import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';
import { fieldLabel } from '../area-texts.ts';
import { sameValue } from '../changed-fields.ts';
import type { CellContext, RecordField } from '../record-area.ts';
import { formatDateTime } from '../number-format.ts';
import { fieldDisplay } from './field-display.ts';

export type ConflictNoticeProps = {
  fields: readonly RecordField[];
  /** The record as it is saved now. */
  current: Readonly<Record<string, unknown>>;
  /** What the user has entered. */
  yours: Readonly<Record<string, unknown>>;
  context: CellContext;
  onLoad: () => void;
  onKeep: () => void;
};

/** 'Someone else saved this record first': their values beside the user's, and two ways on. */
export function ConflictNotice({
  fields,
  current,
  yours,
  context,
  onLoad,
  onKeep,
}: ConflictNoticeProps) {
  const { t } = useTranslation();
  const version = typeof current.version === 'number' ? current.version : 0;
  const updatedAt = typeof current.updatedAt === 'string' ? current.updatedAt : '';
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="edit-conflict"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{t('records.conflict.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('records.conflict.body')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('records.conflict.savedBy', {
          date: formatDateTime(updatedAt, context.locale),
          version,
        })}
      </Typography>
      <Table size="small" sx={{ my: 1.5 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('records.conflict.field')}</TableCell>
            <TableCell>{t('records.conflict.theirs')}</TableCell>
            <TableCell>{t('records.conflict.yours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => {
            const differs = !sameValue(current[field.name], yours[field.name]);
            return (
              <TableRow
                key={field.name}
                data-differs={differs ? 'true' : undefined}
                sx={
                  differs
                    ? {
                        '& td': {
                          fontWeight: 600,
                          bgcolor: 'warning.light',
                          color: 'warning.contrastText',
                        },
                      }
                    : undefined
                }
              >
                <TableCell>{fieldLabel(context.texts, field.name)}</TableCell>
                <TableCell data-testid={`conflict-theirs-${field.name}`}>
                  {fieldDisplay(field, current[field.name], current, context, t)}
                </TableCell>
                <TableCell>{fieldDisplay(field, yours[field.name], current, context, t)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" color="warning" onClick={onLoad}>
          {t('records.conflict.load')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={onKeep}>
          {t('records.conflict.keep')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('records.conflict.keepHint')}
        </Typography>
      </Stack>
    </Alert>
  );
}
