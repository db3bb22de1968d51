import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';

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
    <Menu
      {...popup}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth, mt: 0.5 } } }}
    >
      {children}
    </Menu>
  );
}
