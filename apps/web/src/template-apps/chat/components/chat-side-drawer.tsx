import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useChatTexts } from '../locales/use-chat-texts.ts';

export type ChatSideDrawerProps = {
  open: boolean;
  anchor: 'left' | 'right';
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
};

/** A titled drawer of the Chat page (profile, contact info); Escape or the close button shut it. */
export function ChatSideDrawer({
  open,
  anchor,
  title,
  testId,
  onClose,
  children,
}: ChatSideDrawerProps) {
  const { texts } = useChatTexts();
  const titleId = useId();
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 340, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 64,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={{ flex: 1, fontWeight: 600, fontSize: '1.6rem' }}
        >
          {title}
        </Typography>
        <IconButton aria-label={texts.close} onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box data-testid={testId}>{children}</Box>
    </Drawer>
  );
}
