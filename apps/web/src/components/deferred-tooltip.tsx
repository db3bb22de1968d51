import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactElement, SyntheticEvent } from 'react';

const TooltipPopup = lazy(() => import('./tooltip-popup.tsx'));

/** MUI's default wait before a tooltip shows, so a pointer passing over does not flash it. */
const ENTER_DELAY_MS = 100;

type Handler = ((event: SyntheticEvent) => void) | undefined;
type TriggerProps = {
  onMouseEnter?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  'aria-label'?: string;
  title?: string;
};

function both(own: Handler, added: (event: SyntheticEvent) => void) {
  return (event: SyntheticEvent) => {
    own?.(event);
    added(event);
  };
}

export type DeferredTooltipProps = Pick<TooltipProps, 'title' | 'placement'> & {
  children: ReactElement;
};

/**
 * A tooltip whose code (MUI's tooltip and its positioning) is fetched the first time the pointer
 * rests on the element or the element takes the focus, so it stays out of the first download of
 * every page that has one in its frame. The element is drawn the same before and after: the
 * tooltip is a sibling anchored to it, not a wrapper that would draw it anew (a click or an
 * anchored menu in progress would otherwise lose its element).
 */
export function Tooltip({ title, placement = 'bottom', children }: DeferredTooltipProps) {
  // The element while the pointer rests on it or it has the focus; the tooltip shows for it
  // after the wait, and stays mounted (closed) afterwards, anchored to the last one shown.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!target) return undefined;
    const timer = setTimeout(() => setShown(target), ENTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  const element = children as ReactElement<TriggerProps>;
  const own = element.props;
  const show = (event: SyntheticEvent) => setTarget(event.currentTarget as HTMLElement);
  const hide = () => setTarget(null);
  // As MUI's tooltip does: a text title names an element that has no name of its own.
  const named = own['aria-label'] !== undefined || own.title !== undefined;
  const trigger = cloneElement(element, {
    onMouseEnter: both(own.onMouseEnter, show),
    onMouseLeave: both(own.onMouseLeave, hide),
    onFocus: both(own.onFocus, show),
    onBlur: both(own.onBlur, hide),
    ...(!named && typeof title === 'string' ? { 'aria-label': title } : {}),
  });

  return (
    <>
      {trigger}
      {shown && title ? (
        <Suspense fallback={null}>
          <TooltipPopup
            anchor={shown}
            open={target !== null && target === shown}
            title={title}
            placement={placement}
          />
        </Suspense>
      ) : null}
    </>
  );
}
