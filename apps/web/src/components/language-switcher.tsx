import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { changeLanguage, isLanguageCode, LANGUAGES } from '../lib/i18n.ts';
import type { LanguageCode } from '../lib/i18n.ts';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

// The menu and its items are fetched when it first opens.
const LanguageSwitcherMenu = lazy(() =>
  import('./language-switcher-menu.tsx').then((module) => ({
    default: module.LanguageSwitcherMenu,
  })),
);

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuOpened = useOpenedOnce(anchor !== null);
  const resolved = i18n.language;
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
        aria-label={`${current.label} ${t('language.label')}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {current.label}
      </Button>
      {menuOpened ? (
        <Suspense fallback={null}>
          <LanguageSwitcherMenu
            id={menuId}
            anchor={anchor}
            current={current.code}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
