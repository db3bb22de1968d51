import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, useState } from 'react';
import type { ReactElement, SyntheticEvent } from 'react';

const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

type Handler = ((event: SyntheticEvent) => void) | undefined;
type TriggerProps = Record<'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur', Handler>;

function both(own: Handler, added: () => void) {
  return (event: SyntheticEvent) => {
    own?.(event);
    added();
  };
}

/**
 * MUI's tooltip, fetched when first wanted: until the pointer first rests on the element or it
 * first takes the focus, the element is drawn alone, so the tooltip and its positioning code
 * stay out of the first download of every page with a tooltip in its frame. From then on it is
 * MUI's tooltip, opened at once for the hover or focus that fetched it.
 */
export function Tooltip({ children, onOpen, onClose, ...props }: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const element = children as ReactElement<TriggerProps>;

  if (!wanted) {
    const own = element.props;
    const show = () => {
      setWanted(true);
      setOpen(true);
    };
    return cloneElement(element, {
      onMouseEnter: both(own.onMouseEnter, show),
      onFocus: both(own.onFocus, show),
    });
  }

  const waiting = cloneElement(element, {
    onMouseLeave: both(element.props.onMouseLeave, () => setOpen(false)),
    onBlur: both(element.props.onBlur, () => setOpen(false)),
  });
  return (
    <Suspense fallback={waiting}>
      <MuiTooltip
        {...props}
        open={props.open ?? open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
      >
        {children}
      </MuiTooltip>
    </Suspense>
  );
}
