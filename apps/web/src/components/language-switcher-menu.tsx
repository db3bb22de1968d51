import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '../lib/i18n.ts';
import type { LanguageCode } from '../lib/i18n.ts';

export type LanguageSwitcherMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  current: LanguageCode;
  onChoose: (code: LanguageCode) => void;
  onClose: () => void;
};

/** The language switcher's menu: every language, each named in itself. */
export function LanguageSwitcherMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: LanguageSwitcherMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          dir={language.direction}
          selected={language.code === current}
          onClick={() => onChoose(language.code)}
        >
          <ListItemText>{language.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
