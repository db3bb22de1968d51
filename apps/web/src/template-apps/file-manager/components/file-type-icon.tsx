import type { FileType } from '@flockbook/mock-api/file-manager';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Folder from '@mui/icons-material/Folder';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const ICONS: Record<FileType, { Icon: ComponentType<SvgIconProps>; colour: string }> = {
  folder: { Icon: Folder, colour: '#FFB300' },
  pdf: { Icon: PictureAsPdfOutlined, colour: '#E53935' },
  document: { Icon: DescriptionOutlined, colour: '#1E88E5' },
  spreadsheet: { Icon: TableChartOutlined, colour: '#43A047' },
  text: { Icon: TextSnippetOutlined, colour: '#78909C' },
  image: { Icon: ImageOutlined, colour: '#8E24AA' },
};

/** The coloured icon of a kind of entry (folder, PDF, document, spreadsheet, text, image). */
export function FileTypeIcon({ type, size = 24 }: { type: FileType; size?: number }) {
  const { Icon, colour } = ICONS[type];
  return (
    <Icon
      aria-hidden
      data-testid="file-type-icon"
      data-type={type}
      sx={{ fontSize: size, color: colour, flexShrink: 0 }}
    />
  );
}
