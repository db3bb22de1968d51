import type { ChatStatus } from '@flockbook/mock-api/chat';
import Box from '@mui/material/Box';

/** Presence colours: green online, red do-not-disturb, amber away, grey offline. */
export const CHAT_STATUS_COLORS: Record<ChatStatus, string> = {
  online: '#4CAF50',
  'do-not-disturb': '#F44336',
  away: '#FFC107',
  offline: '#9E9E9E',
};

export type StatusDotProps = {
  status: ChatStatus;
  label: string;
  size?: number;
};

/** A small presence dot, placed at the bottom end corner of an avatar. */
export function StatusDot({ status, label, size = 12 }: StatusDotProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      data-testid="chat-status"
      data-status={status}
      sx={{
        position: 'absolute',
        bottom: 0,
        right: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: CHAT_STATUS_COLORS[status],
        border: 2,
        borderColor: 'background.paper',
        boxSizing: 'border-box',
      }}
    />
  );
}
