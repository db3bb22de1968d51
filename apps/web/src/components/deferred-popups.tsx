import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

const MuiMenu = lazy(() => import('@mui/material/Menu'));
const MuiPopover = lazy(() => import('@mui/material/Popover'));

/*
 * MUI's menu and popover, fetched the first time they open. A frame's menus (language, user,
 * alerts, shortcuts) are closed when a page first shows; with their modal, focus trap and
 * positioning code they would otherwise be a good part of its first download. Once opened they
 * stay mounted, so they animate closed and open again at once.
 */

export function Menu(props: MenuProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MuiMenu {...props} />
    </Suspense>
  );
}

export function Popover(props: PopoverProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MuiPopover {...props} />
    </Suspense>
  );
}
