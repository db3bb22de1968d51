import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

/**
 * A popup component fetched the first time it opens, then kept mounted, so it animates closed
 * and open again at once. A popup's contents belong in the fetched module too (its items, their
 * icons and MUI parts), or they would still come with the page.
 */
export function deferredPopup<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const Popup = lazy(load);
  return function DeferredPopup(props: Props) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}

/*
 * MUI's menu and popover, fetched the first time they open. A frame's menus (language, user,
 * alerts, shortcuts) are closed when a page first shows; with their modal, focus trap and
 * positioning code they would otherwise be a good part of its first download.
 */
export const Menu = deferredPopup<MenuProps>(() => import('@mui/material/Menu'));
export const Popover = deferredPopup<PopoverProps>(() => import('@mui/material/Popover'));
