import { Spinner } from '../../components/spinner.tsx';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useButtonMenu } from '../../components/button-menu.ts';
import { errorMessage } from '../../components/error-message.ts';
import { showMessage } from '../../lib/message-store.ts';
import { downloadFile } from '../api/record-api.ts';
import { listStateToExportQuery } from '../list-state.ts';
import type { ExportFormat, ListState } from '../list-state.ts';

/** The menu's items: each format with its icon and the keys of its words. */
const ITEMS: { format: ExportFormat; icon: ReactNode; text: 'exportCsv' | 'exportExcel' }[] = [
  { format: 'csv', icon: <TextSnippetOutlined fontSize="small" />, text: 'exportCsv' },
  { format: 'xlsx', icon: <GridOnOutlined fontSize="small" />, text: 'exportExcel' },
];

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
  const menu = useButtonMenu();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // The menu is drawn from its first opening on: a list page is drawn without it.
  const menuOpened = useOpenedOnce(menu.open);

  const download = async (format: ExportFormat) => {
    menu.close();
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
        {...menu.buttonProps}
        disabled={busy !== null}
        startIcon={busy ? <Spinner size={16} color="inherit" /> : <FileDownloadOutlined />}
        endIcon={<KeyboardArrowDownOutlined />}
        data-testid="export-menu"
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap', height: 40 }}
      >
        {busy ? t('records.list.exporting') : t('records.list.export')}
      </Button>
      {menuOpened ? (
        <Menu {...menu.menuProps}>
          {ITEMS.map((item) => (
            <MenuItem
              key={item.format}
              onClick={() => void download(item.format)}
              data-testid={`export-${item.format}`}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText
                primary={t(`records.list.${item.text}`)}
                secondary={t(`records.list.${item.text}Title`)}
              />
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
