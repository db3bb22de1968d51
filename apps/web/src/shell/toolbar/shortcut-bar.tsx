import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { navigationTitle } from './navigation-title.ts';
import { NavigationItemIcon } from './navigation-item-icon.tsx';
import { useShellLanguage } from './use-shell-language.ts';
import { useShortcuts } from './use-shortcuts.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

const STAR_COLOR = '#F5B300';

const ShortcutMenu = lazy(() =>
  import('./shortcut-menu.tsx').then((module) => ({ default: module.ShortcutMenu })),
);

/** The user's shortcuts as icon links, and a star menu to add or remove them. */
export function ShortcutBar() {
  const texts = useToolbarTexts().shortcuts;
  const language = useShellLanguage();
  const shortcuts = useShortcuts();
  const { items } = shortcuts;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Box
      component="nav"
      aria-label={texts.label}
      data-testid="shortcut-bar"
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.25 }}
    >
      {items.map((item) => {
        const title = navigationTitle(item, language);
        return (
          <Tooltip key={item.id} title={title}>
            <IconButton
              component={RouterLink}
              to={item.url}
              aria-label={title}
              data-testid="shortcut-link"
              data-shortcut-id={item.id}
              sx={{ color: 'text.secondary', width: 40, height: 40 }}
            >
              <NavigationItemIcon item={item} fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
      <Tooltip title={texts.edit}>
        <IconButton
          aria-label={texts.edit}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="shortcut-star"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ color: STAR_COLOR, width: 40, height: 40 }}
        >
          <StarRounded />
        </IconButton>
      </Tooltip>
      {anchor ? (
        <Suspense fallback={null}>
          <ShortcutMenu anchor={anchor} shortcuts={shortcuts} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
