import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { ButtonProps } from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReportFileFormat } from '@flockbook/contracts';
import { useId, useState } from 'react';
import { useTexts } from '../../../records/area-texts.ts';
import { ProgressButton } from './report-download-button.tsx';
import { reportTexts } from './report-texts.ts';
import { useReportDownload } from './use-report-download.ts';

export type ReportFormatMenuProps = {
  label: string;
  /** The report's address in each format. */
  urls: Record<ReportFileFormat, string>;
  /** The file name without extension when the server names none. */
  baseName: string;
  variant?: ButtonProps['variant'];
};

/** A report offered as PDF or Excel; the button shows the progress of the chosen file. */
export function ReportFormatMenu({
  label,
  urls,
  baseName,
  variant = 'outlined',
}: ReportFormatMenuProps) {
  const texts = useTexts(reportTexts);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useReportDownload();
  const choose = (format: ReportFileFormat) => {
    setAnchor(null);
    void download.run(urls[format], `${baseName}.${format}`);
  };
  return (
    <>
      <ProgressButton
        state={download.state}
        label={label}
        variant={variant}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('pdf')}>
          <ListItemIcon>
            <PictureAsPdfOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={texts.pdf} secondary={texts.pdfDetail} />
        </MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>
          <ListItemIcon>
            <GridOnOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={texts.excel} secondary={texts.excelDetail} />
        </MenuItem>
      </Menu>
    </>
  );
}
