import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LayoutConfig } from '../settings/settings-types.ts';

export type LayoutFrameProps = {
  config: LayoutConfig;
  /** Largest width of the whole layout (boxed mode); full window when undefined. */
  boxedWidth: number | undefined;
  style: string;
  children: ReactNode;
};

/**
 * The outermost box of a layout: the whole window, or a centred box in boxed mode. With
 * `scroll: content` it is exactly the window's height and its content area scrolls; with
 * `scroll: body` the page itself scrolls.
 */
export function LayoutFrame({ config, boxedWidth, style, children }: LayoutFrameProps) {
  const contentScroll = config.scroll === 'content';
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        bgcolor: boxedWidth
          ? theme.palette.mode === 'dark'
            ? '#0B0C0E'
            : '#E6E9EE'
          : 'background.default',
      })}
    >
      <Box
        id="shell-layout"
        data-testid="shell-layout"
        data-layout={style}
        data-mode={config.mode}
        data-scroll={config.scroll}
        sx={(theme) => ({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          maxWidth: boxedWidth,
          mx: 'auto',
          height: contentScroll ? '100dvh' : 'auto',
          minHeight: '100dvh',
          overflow: contentScroll ? 'hidden' : 'visible',
          bgcolor: 'background.default',
          ...(boxedWidth
            ? {
                boxShadow: `0 0 48px ${theme.palette.mode === 'dark' ? '#000' : 'rgba(15,23,42,0.14)'}`,
              }
            : {}),
        })}
      >
        {children}
      </Box>
    </Box>
  );
}

export type ScrollAreaProps = {
  contentScroll: boolean;
  children: ReactNode;
};

/** Where the page scrolls when `scroll: content`; a plain column otherwise. */
export function ScrollArea({ contentScroll, children }: ScrollAreaProps) {
  return (
    <Box
      id="shell-scroll-area"
      data-testid="shell-scroll-area"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        flex: '1 1 auto',
        minHeight: 0,
        minWidth: 0,
        overflowY: contentScroll ? 'auto' : 'visible',
        overflowX: contentScroll ? 'hidden' : 'visible',
      }}
    >
      {children}
    </Box>
  );
}
