import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguageCode, LANGUAGES } from '../lib/i18n.ts';
import type { LanguageCode } from '../lib/i18n.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current = LANGUAGES.find((language) => language.code === resolved) ?? LANGUAGES[0];

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    if (isLanguageCode(code) && code !== current.code) void changeLanguage(code);
  };

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<TranslateIcon />}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {current.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            dir={language.direction}
            selected={language.code === current.code}
            onClick={() => choose(language.code)}
          >
            <ListItemText>{language.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
