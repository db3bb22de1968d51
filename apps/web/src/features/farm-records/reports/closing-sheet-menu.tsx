import { reportPaths } from '@flockbook/contracts';
import type { ButtonProps } from '@mui/material/Button';
import { ReportFormatMenu } from './report-format-menu.tsx';
import { useReportTexts } from './locales/use-report-texts.ts';

export type ClosingSheetMenuProps = {
  flockId: string;
  /** The flock's handle, for the file name when the server names none. */
  flockHandle: string;
  variant?: ButtonProps['variant'];
};

/**
 * 'Closing sheet': the flock's closing sheet as PDF, Excel or CSV (provisional while the flock is
 * active; costs and profit only reach admins).
 */
export function ClosingSheetMenu({ flockId, flockHandle, variant }: ClosingSheetMenuProps) {
  const texts = useReportTexts();
  return (
    <ReportFormatMenu
      label={texts.closingSheet}
      urls={{
        pdf: reportPaths.closingSheet(flockId, 'pdf'),
        xlsx: reportPaths.closingSheet(flockId, 'xlsx'),
        csv: reportPaths.closingSheet(flockId, 'csv'),
      }}
      baseName={`closing-sheet-${flockHandle}`}
      {...(variant ? { variant } : {})}
    />
  );
}
