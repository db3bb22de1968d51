import type { ChatStatus } from '@flockbook/mock-api/chat';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { StatusDot } from './chat-status.tsx';
import { usePanelsTexts } from './use-panels-texts.ts';

export type ChatAvatarProps = {
  name: string;
  avatar: string;
  status?: ChatStatus | undefined;
  size?: number;
  /** Inside a control named by the person's name beside it: hidden from screen readers. */
  decorative?: boolean;
};

/** A chat participant's picture, with their presence dot when a status is given. */
export function ChatAvatar({ name, avatar, status, size = 40, decorative }: ChatAvatarProps) {
  const statuses = usePanelsTexts().chat.statuses;
  return (
    <Box
      aria-hidden={decorative}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <Avatar alt={name} src={avatar} sx={{ width: size, height: size }} />
      {status ? (
        <StatusDot status={status} label={statuses[status]} size={size >= 40 ? 12 : 10} />
      ) : null}
    </Box>
  );
}
