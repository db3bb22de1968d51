import CheckRounded from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '../../lib/i18n.ts';
import type { LanguageCode } from '../../lib/i18n.ts';
import { LanguageBadge } from './language-badge.tsx';
import { ToolbarMenu } from './toolbar-menu.tsx';
import type { ToolbarPopupProps } from './toolbar-menu.tsx';

export type LanguageMenuPopupProps = ToolbarPopupProps & {
  current: LanguageCode;
  onChoose: (code: LanguageCode) => void;
};

/** The language menu's popup: every language, each named in itself, the current one ticked. */
export default function LanguageMenuPopup({
  id,
  anchorEl,
  open,
  onClose,
  current,
  onChoose,
}: LanguageMenuPopupProps) {
  return (
    <ToolbarMenu id={id} anchorEl={anchorEl} open={open} onClose={onClose} minWidth={184}>
      {LANGUAGES.map((entry) => (
        <MenuItem
          key={entry.code}
          lang={entry.code}
          selected={entry.code === current}
          onClick={() => onChoose(entry.code)}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LanguageBadge code={entry.code} />
          </ListItemIcon>
          <ListItemText slotProps={{ primary: { dir: entry.direction } }}>
            {entry.label}
          </ListItemText>
          {entry.code === current ? (
            <CheckRounded fontSize="small" color="primary" sx={{ ml: 1.5 }} />
          ) : null}
        </MenuItem>
      ))}
    </ToolbarMenu>
  );
}
