import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { PageSidebars, SidebarSide } from './use-page-sidebars.ts';

/** How a sidebar sits on a wide screen: its look and place differ per scaffold variant. */
export type SidebarPlacement = 'inner' | 'outer' | 'floating';

export type PageSidebarProps = {
  side: SidebarSide;
  sidebars: PageSidebars;
  placement: SidebarPlacement;
  width: number;
  children: ReactNode;
};

const line = (theme: Theme) => `1px solid ${theme.palette.divider}`;
// Logical edges, so the divider follows the sidebar when the page mirrors.
const borderAtEnd = { borderInlineEnd: line };
const borderAtStart = { borderInlineStart: line };

function panelLook(side: SidebarSide, placement: SidebarPlacement) {
  const edge = side === 'start' ? borderAtEnd : borderAtStart;
  if (placement === 'floating') {
    // A raised panel with its own gap to the content; the gap closes with the panel.
    return {
      bgcolor: 'background.paper',
      borderRadius: 2,
      boxShadow: 1,
      [side === 'start' ? 'marginInlineEnd' : 'marginInlineStart']: 3,
    };
  }
  if (placement === 'outer') return { ...edge, bgcolor: 'background.paper', height: '100%' };
  return { ...edge, height: '100%' };
}

/**
 * A scaffold's sidebar. On a wide screen it stays in the page and folds to nothing when closed
 * (hidden from assistive technology too); on a small screen it is a drawer over the page. Drawer
 * anchors are physical, and MUI mirrors them in right-to-left, so 'left' means the start edge.
 */
export function PageSidebar({ side, sidebars, placement, width, children }: PageSidebarProps) {
  const open = sidebars.open[side];
  const id = sidebars.ids[side];
  const testId = `page-sidebar-${side}`;
  if (!sidebars.wide) {
    return (
      <Drawer
        variant="temporary"
        anchor={side === 'start' ? 'left' : 'right'}
        open={open}
        onClose={() => sidebars.setOpen(side, false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width, maxWidth: '85vw' } } }}
      >
        <Box component="aside" id={id} data-testid={testId} data-open={open}>
          {children}
        </Box>
      </Drawer>
    );
  }
  return (
    <Collapse
      in={open}
      orientation="horizontal"
      sx={{ flexShrink: 0, alignSelf: placement === 'floating' ? 'flex-start' : 'stretch' }}
      slotProps={{ wrapper: { sx: { height: '100%' } } }}
    >
      <Box
        component="aside"
        id={id}
        data-testid={testId}
        data-open={open}
        sx={{ width, minHeight: '100%', overflow: 'auto', ...panelLook(side, placement) }}
      >
        {children}
      </Box>
    </Collapse>
  );
}
