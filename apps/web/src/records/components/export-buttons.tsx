import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../components/error-message.ts';
import { showMessage } from '../../shell/messages/index.ts';
import { downloadFile } from '../api/record-api.ts';
import { listStateToExportQuery } from '../list-state.ts';
import type { ExportFormat, ListState } from '../list-state.ts';

export type ExportButtonsProps = {
  endpoint: string;
  /** The file name when the server names none (without extension). */
  baseName: string;
  state: ListState;
  fixed: Readonly<Record<string, string>>;
};

/** CSV and Excel downloads of every row the list's current filters match. */
export function ExportButtons({ endpoint, baseName, state, fixed }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const name = await downloadFile(
        endpoint,
        listStateToExportQuery(state, format, fixed),
        `${baseName}.${format}`,
      );
      showMessage({ message: t('records.list.exported', { name }), variant: 'success' });
    } catch (error) {
      showMessage({ message: errorMessage(error, t), variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ButtonGroup
      variant="outlined"
      color="inherit"
      aria-label={t('records.list.export')}
      sx={{ '& .MuiButton-root': { borderColor: 'divider' } }}
    >
      <Button
        title={t('records.list.exportCsvTitle')}
        startIcon={<FileDownloadOutlined />}
        onClick={() => void download('csv')}
        disabled={busy !== null}
        data-testid="export-csv"
      >
        {t('records.list.exportCsv')}
      </Button>
      <Button
        title={t('records.list.exportExcelTitle')}
        startIcon={<GridOnOutlined />}
        onClick={() => void download('xlsx')}
        disabled={busy !== null}
        data-testid="export-xlsx"
      >
        {t('records.list.exportExcel')}
      </Button>
    </ButtonGroup>
  );
}
