import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { FarmReportDialog } from './farm-report-dialog.tsx';
import { useReportTexts } from './locales/use-report-texts.ts';

export type FarmReportButtonProps = {
  /** The farm the dialog starts with. */
  farmId?: string;
  variant?: ButtonProps['variant'];
};

/** 'Farm report': opens the farm period report dialog. */
export function FarmReportButton({ farmId, variant = 'outlined' }: FarmReportButtonProps) {
  const texts = useReportTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        color="inherit"
        startIcon={<AssessmentOutlined />}
        onClick={() => setOpen(true)}
        data-testid="farm-report-open"
        sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
      >
        {texts.farmReport}
      </Button>
      <FarmReportDialog
        open={open}
        onClose={() => setOpen(false)}
        {...(farmId ? { farmId } : {})}
      />
    </>
  );
}
