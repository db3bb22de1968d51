import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';
import { BELOW_BUTTON_END } from '../../components/button-menu.ts';

/** What the toolbar gives each of its menus' popups. */
export type ToolbarPopupProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/** A toolbar menu: it opens below its button, lined up with the button's end. */
export function ToolbarMenu({
  minWidth,
  children,
  ...popup
}: ToolbarPopupProps & { minWidth: number; children: ReactNode }) {
  return (
    <Menu {...popup} {...BELOW_BUTTON_END} slotProps={{ paper: { sx: { minWidth, mt: 0.5 } } }}>
      {children}
    </Menu>
  );
}
