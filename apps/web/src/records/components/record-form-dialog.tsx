import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useTexts } from '../area-texts.ts';
import type { RecordArea, RecordBase } from '../record-area.ts';
import { RecordFormLoader } from './record-form-loader.tsx';

export type RecordFormDialogProps = {
  area: RecordArea;
  open: boolean;
  /** Values the new record gets without asking (e.g. `{ flockId }`); their fields are hidden. */
  fixedValues: Readonly<Record<string, string>>;
  /** A line under the title (e.g. the flock's name). */
  subtitle?: string;
  onClose: () => void;
  onSaved?: (record: RecordBase) => void;
};

/** A quick-add: the area's new-record form in a dialog, pre-filled with `fixedValues`. */
export function RecordFormDialog({
  area,
  open,
  fixedValues,
  subtitle,
  onClose,
  onSaved,
}: RecordFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTexts(area.texts);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid={`quick-add-${area.id}`}
    >
      <DialogTitle id={titleId} component="div" sx={{ pr: 7 }}>
        <Stack spacing={0.25}>
          <Typography component="h2" sx={{ fontSize: '1.8rem', fontWeight: 600 }}>
            {texts.newTitle}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Stack>
        <IconButton
          aria-label={t('records.form.cancel')}
          onClick={onClose}
          sx={{ position: 'absolute', insetInlineEnd: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open ? (
          <RecordFormLoader
            area={area}
            fixedValues={fixedValues}
            variant="dialog"
            onCancel={onClose}
            onSaved={(record) => {
              onSaved?.(record);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
