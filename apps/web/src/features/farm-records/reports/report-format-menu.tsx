import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import type { ButtonProps } from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReportFileFormat } from '@flockbook/contracts';
import type { ReactNode } from 'react';
import { useButtonMenu } from '../../../components/button-menu.ts';
import { ProgressButton } from './report-download-button.tsx';
import { useReportTexts } from './locales/use-report-texts.ts';
import { useReportDownload } from './use-report-download.ts';

/** The menu's items: each format with its icon and the keys of its words. */
const ITEMS: { format: ReportFileFormat; icon: ReactNode; text: 'pdf' | 'excel' | 'csv' }[] = [
  { format: 'pdf', icon: <PictureAsPdfOutlined fontSize="small" />, text: 'pdf' },
  { format: 'xlsx', icon: <GridOnOutlined fontSize="small" />, text: 'excel' },
  { format: 'csv', icon: <TextSnippetOutlined fontSize="small" />, text: 'csv' },
];

export type ReportFormatMenuProps = {
  label: string;
  /** The report's address in each format. */
  urls: Record<ReportFileFormat, string>;
  /** The file name without extension when the server names none. */
  baseName: string;
  variant?: ButtonProps['variant'];
};

/** A report offered as PDF, Excel or CSV; the button shows the progress of the chosen file. */
export function ReportFormatMenu({
  label,
  urls,
  baseName,
  variant = 'outlined',
}: ReportFormatMenuProps) {
  const texts = useReportTexts();
  const menu = useButtonMenu();
  const download = useReportDownload();
  const choose = (format: ReportFileFormat) => {
    menu.close();
    void download.run(urls[format], `${baseName}.${format}`);
  };
  return (
    <>
      <ProgressButton
        state={download.state}
        label={label}
        variant={variant}
        endIcon={<KeyboardArrowDownOutlined />}
        {...menu.buttonProps}
      />
      <Menu {...menu.menuProps}>
        {ITEMS.map((item) => (
          <MenuItem key={item.format} onClick={() => choose(item.format)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={texts[item.text]} secondary={texts[`${item.text}Detail`]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
