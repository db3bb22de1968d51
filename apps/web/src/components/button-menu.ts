import { useId, useState } from 'react';
import type { MouseEvent } from 'react';

/** Where a button's menu opens: below the button, lined up with its end. */
export const BELOW_BUTTON_END = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

/**
 * A menu opened by a button: the props that tie them together (the menu's id, `aria-*` on the
 * button, the anchor) and the menu's place below the button's end.
 */
export function useButtonMenu() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    open,
    close,
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
    },
    menuProps: { id: menuId, anchorEl: anchor, open, onClose: close, ...BELOW_BUTTON_END },
  };
}
