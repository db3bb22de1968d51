import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface ShellToolbarProps {
  leading?: ReactNode;
}

export function ShellToolbar({ leading }: ShellToolbarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', minHeight: 64, px: 1 }}>
      {leading}
      <Box sx={{ flex: 1 }} />
    </Box>
  );
}
