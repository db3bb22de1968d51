import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import type { IconButtonProps } from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { Tooltip } from '../deferred-tooltip.tsx';
import type { PageSidebars, SidebarSide } from './use-page-sidebars.ts';

export type PageSidebarToggleProps = {
  side: SidebarSide;
  sidebars: PageSidebars;
  /** What the button does, e.g. 'Show or hide the filters'. */
  label: string;
  color?: IconButtonProps['color'];
};

/** Opens and closes one sidebar of a scaffold; place it in the header or a toolbar. */
export function PageSidebarToggle({ side, sidebars, label, color }: PageSidebarToggleProps) {
  const theme = useTheme();
  const open = sidebars.open[side];
  // The menu-open arrow points at the sidebar's edge, which right-to-left mirrors.
  const mirrored = (side === 'end') !== (theme.direction === 'rtl');
  const Icon = open && sidebars.wide ? MenuOpenIcon : MenuIcon;
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={open}
        aria-controls={sidebars.ids[side]}
        onClick={() => sidebars.toggle(side)}
        color={color ?? 'inherit'}
        data-testid={`page-sidebar-toggle-${side}`}
      >
        <Icon sx={mirrored ? { transform: 'scaleX(-1)' } : undefined} />
      </IconButton>
    </Tooltip>
  );
}
