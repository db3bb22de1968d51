import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { errorMessage } from '../../components/error-message.ts';
import { showMessage } from '../../shell/messages/index.ts';
import { downloadFile } from '../api/record-api.ts';
import { listStateToExportQuery } from '../list-state.ts';
import type { ExportFormat, ListState } from '../list-state.ts';
import { BELOW_BUTTON_END } from '../../components/menu-placement.ts';

export type ExportButtonsProps = {
  endpoint: string;
  /** The file name when the server names none (without extension). */
  baseName: string;
  state: ListState;
  fixed: Readonly<Record<string, string>>;
};

/** 'Export': CSV or Excel download of every row the list's current filters match. */
export function ExportButtons({ endpoint, baseName, state, fixed }: ExportButtonsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // The menu is drawn from its first opening on: a list page is drawn without it.
  const menuOpened = useOpenedOnce(anchor !== null);

  const download = async (format: ExportFormat) => {
    setAnchor(null);
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
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy !== null}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        endIcon={<KeyboardArrowDownOutlined />}
        data-testid="export-menu"
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap', height: 40 }}
      >
        {busy ? t('records.list.exporting') : t('records.list.export')}
      </Button>
      {menuOpened ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          {...BELOW_BUTTON_END}
        >
          <MenuItem onClick={() => void download('csv')} data-testid="export-csv">
            <ListItemIcon>
              <TextSnippetOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('records.list.exportCsv')}
              secondary={t('records.list.exportCsvTitle')}
            />
          </MenuItem>
          <MenuItem onClick={() => void download('xlsx')} data-testid="export-xlsx">
            <ListItemIcon>
              <GridOnOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('records.list.exportExcel')}
              secondary={t('records.list.exportExcelTitle')}
            />
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
