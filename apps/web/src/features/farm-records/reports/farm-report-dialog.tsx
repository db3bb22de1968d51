import {
  farmPeriodQuerySchema,
  MAX_REPORT_DAYS,
  REPORT_RANGE_MESSAGES,
  reportPaths,
  todayIso,
} from '@flockbook/contracts';
import type { ReportFileFormat } from '@flockbook/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { DataLine } from '../../../components/data-text.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { countText } from '../../../lib/translator.ts';
import { validationMessage } from '../../../records/fields/validation-message.ts';
import { useFarmOptions } from '../../../records/hooks/use-record-options.ts';
import { ProgressBar } from './report-progress.tsx';
import { useReportTexts } from './locales/use-report-texts.ts';
import { useReportDownload } from './use-report-download.ts';

type Field = 'farmId' | 'from' | 'to' | 'format';
const FIELDS: readonly string[] = ['farmId', 'from', 'to', 'format'];
const FORMATS: [ReportFileFormat, 'pdf' | 'excel' | 'csv'][] = [
  ['pdf', 'pdf'],
  ['xlsx', 'excel'],
  ['csv', 'csv'],
];

export type FarmReportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The farm chosen when the dialog opens (the only farm is chosen anyway). */
  farmId?: string;
};

/**
 * The farm period report: a farm, two dates (this month so far unless changed) and PDF, Excel
 * or CSV, downloaded with its progress; a refused field says why beside it.
 */
export function FarmReportDialog({
  open,
  onClose,
  farmId: initialFarm = '',
}: FarmReportDialogProps) {
  const { t, i18n } = useTranslation();
  const texts = useReportTexts();
  const titleId = useId();
  const farms = useFarmOptions();
  const today = todayIso();
  const [chosenFarm, setFarm] = useState(initialFarm);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ReportFileFormat>('pdf');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const download = useReportDownload();
  const onlyFarm = farms.data?.length === 1 ? farms.data[0]?.id : undefined;
  const farmId = chosenFarm || onlyFarm || '';

  // The server's messages in the user's language where they are known.
  const say = (message: string) =>
    message === REPORT_RANGE_MESSAGES.order
      ? texts.order
      : message === REPORT_RANGE_MESSAGES.tooLong
        ? countText(texts.tooLong, MAX_REPORT_DAYS, i18n.language)
        : (validationMessage(message, t) ?? message);

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!farmId) found.farmId = texts.chooseFarm;
    if (!from) found.from = texts.enterDate;
    if (!to) found.to = texts.enterDate;
    const query = farmPeriodQuerySchema.safeParse({ from, to, format });
    for (const issue of query.success ? [] : query.error.issues) {
      const field = String(issue.path[0]) as Field;
      found[field] ??= say(issue.message);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await download.run(
      reportPaths.farmPeriod(farmId, { from, to, format }),
      `farm-report-${from}-${to}.${format}`,
      (error) => {
        if (!(error instanceof ApiError) || !error.hasFieldErrors) return false;
        const fromServer: Partial<Record<Field, string>> = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (FIELDS.includes(field)) fromServer[field as Field] = say(message);
        }
        setErrors(fromServer);
        return Object.keys(fromServer).length > 0;
      },
    );
    if (saved) onClose();
  };

  const close = () => {
    download.cancel();
    setErrors({});
    onClose();
  };
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((before) => {
      const after = { ...before };
      delete after[field];
      return after;
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.dialogIntro}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            fullWidth
            required
            label={texts.farm}
            value={farms.data?.some((farm) => farm.id === farmId) ? farmId : ''}
            onChange={(event) => edit('farmId', setFarm)(event.target.value)}
            error={errors.farmId !== undefined}
            helperText={errors.farmId}
            disabled={download.busy}
            data-testid="report-farm"
          >
            {(farms.data ?? []).map((farm) => (
              <MenuItem key={farm.id} value={farm.id}>
                <DataLine>{farm.name}</DataLine>
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            {(
              [
                ['from', from, setFrom],
                ['to', to, setTo],
              ] as const
            ).map(([field, value, set]) => (
              <TextField
                key={field}
                type="date"
                fullWidth
                required
                label={texts[field]}
                value={value}
                onChange={(event) => edit(field, set)(event.target.value)}
                error={errors[field] !== undefined}
                helperText={errors[field]}
                disabled={download.busy}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
          <div>
            <FormLabel id={`${titleId}-format`}>{texts.format}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as ReportFileFormat)}
            >
              {FORMATS.map(([value, text]) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={texts[text]}
                  disabled={download.busy}
                />
              ))}
            </RadioGroup>
          </div>
        </Stack>
        {download.busy ? <ProgressBar state={download.state} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit">
          {texts.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={download.busy}>
          {texts.download}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
