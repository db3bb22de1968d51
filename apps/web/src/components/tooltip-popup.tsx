import Tooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';

export type TooltipPopupProps = Pick<TooltipProps, 'title' | 'placement' | 'open'> & {
  anchor: HTMLElement;
};

const hiddenAnchorStyle = { display: 'none' } as const;

/**
 * MUI's tooltip, drawn with the theme's tooltip style next to `anchor`: its own child is an empty
 * placeholder, as the element it describes is drawn by the page (see `deferred-tooltip.tsx`).
 */
export default function TooltipPopup({ anchor, open, title, placement }: TooltipPopupProps) {
  return (
    <Tooltip
      open={open}
      title={title}
      placement={placement}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span style={hiddenAnchorStyle} />
    </Tooltip>
  );
}
