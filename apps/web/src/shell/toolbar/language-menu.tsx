import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Menu } from '../../components/deferred-popups.tsx';
import MenuItem from '@mui/material/MenuItem';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { useId, useState } from 'react';
import { changeLanguage, LANGUAGES } from '../../lib/i18n.ts';
import type { LanguageCode } from '../../lib/i18n.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/** Colours of the small code badge of each language (flag colours, readable with white text). */
const BADGE_COLORS: Record<LanguageCode, string> = {
  en: '#012169',
  tr: '#C8102E',
  ar: '#006C35',
};

function LanguageBadge({ code }: { code: LanguageCode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 28,
        height: 20,
        px: 0.5,
        borderRadius: 1,
        bgcolor: BADGE_COLORS[code],
        color: '#FFFFFF',
        fontSize: '1.1rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        lineHeight: 1,
      }}
    >
      {code.toUpperCase()}
    </Box>
  );
}

/**
 * The language menu: English, Türkçe, العربية. Choosing one switches the texts; Arabic also turns
 * the page right to left (the language sets the document's and the settings' direction).
 */
export function LanguageMenu() {
  const label = useToolbarTexts().language;
  const language = useShellLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    if (code !== language) void changeLanguage(code);
  };

  return (
    <>
      <Tooltip title={label}>
        <Button
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="language-menu-button"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 48, height: 40, px: 1, borderRadius: 2 }}
        >
          <LanguageBadge code={language} />
        </Button>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 184, mt: 0.5 } } }}
      >
        {LANGUAGES.map((entry) => (
          <MenuItem
            key={entry.code}
            lang={entry.code}
            selected={entry.code === language}
            onClick={() => choose(entry.code)}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LanguageBadge code={entry.code} />
            </ListItemIcon>
            <ListItemText slotProps={{ primary: { dir: entry.direction } }}>
              {entry.label}
            </ListItemText>
            {entry.code === language ? (
              <CheckRounded fontSize="small" color="primary" sx={{ ml: 1.5 }} />
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
