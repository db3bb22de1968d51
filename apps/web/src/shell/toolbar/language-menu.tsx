import Button from '@mui/material/Button';
import { deferredPopup } from '../../components/deferred-popups.tsx';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { useId, useState } from 'react';
import { changeLanguage } from '../../lib/i18n.ts';
import type { LanguageCode } from '../../lib/i18n.ts';
import { LanguageBadge } from './language-badge.tsx';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/** The menu with every language, fetched the first time it opens. */
const LanguageMenuPopup = deferredPopup(() => import('./language-menu-popup.tsx'));

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
          // The name starts with what the button shows (the language's code), then says what it is.
          aria-label={`${language.toUpperCase()} ${label}`}
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
      <LanguageMenuPopup
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        current={language}
        onChoose={choose}
      />
    </>
  );
}
