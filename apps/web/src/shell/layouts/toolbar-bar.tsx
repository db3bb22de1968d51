import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ShellToolbar } from '../toolbar/shell-toolbar.tsx';
import { TOOLBAR_HEIGHT } from '../settings/shell-constants.ts';

export type ToolbarBarProps = {
  theme: Theme;
  /** Stays at the top of the window (or scroll area) while the page scrolls. */
  sticky: boolean;
  leading?: ReactNode;
  /** Centres the contents within this width (container mode). */
  maxWidth?: number | undefined;
};

/**
 * The toolbar bar: 64 high, in the toolbar theme; its contents are the shell toolbar's. A plain
 * header drawn as MUI's app bar draws one, which would add its own module to every first load.
 */
export function ToolbarBar({ theme, sticky, leading, maxWidth }: ToolbarBarProps) {
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="header"
        data-testid="toolbar-bar"
        sx={(t) => ({
          position: sticky ? 'sticky' : 'static',
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          boxSizing: 'border-box',
          top: 0,
          zIndex: t.zIndex.appBar,
          height: TOOLBAR_HEIGHT,
          minHeight: TOOLBAR_HEIGHT,
          flexShrink: 0,
          justifyContent: 'center',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: `1px solid ${t.palette.divider}`,
          boxShadow: t.palette.mode === 'dark' ? 'none' : '0 1px 2px rgba(15, 23, 42, 0.04)',
        })}
      >
        <Box sx={{ width: '100%', maxWidth, mx: 'auto' }}>
          <ShellToolbar leading={leading} />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
