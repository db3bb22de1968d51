import type { Chat, ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useShellLanguage } from '../toolbar/use-shell-language.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { isFirstOfGroup, isLastOfGroup } from './chat-messages.ts';
import { formatChatTime } from './chat-time.ts';
import { dataTextProps } from '../../components/data-text.tsx';

export type MessageListProps = { chat: Chat; user: ChatUser; contact: ChatContact };

/**
 * The dialog, oldest first, grouped by consecutive author: the avatar and the time show only on
 * the last message of a group. Scrolls to the newest message.
 */
export function MessageList({ chat, user, contact }: MessageListProps) {
  const language = useShellLanguage();
  const listRef = useRef<HTMLDivElement>(null);
  const dialog = chat.dialog;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [dialog.length, chat.id]);

  return (
    <Box
      ref={listRef}
      role="log"
      aria-live="polite"
      data-testid="chat-dialog"
      sx={{ flex: 1, overflowY: 'auto', px: 1.5, pt: 2, pb: 1 }}
    >
      {dialog.map((message, index) => {
        const mine = message.who === user.id;
        const first = isFirstOfGroup(dialog, index);
        const last = isLastOfGroup(dialog, index);
        const author = mine ? user : contact;
        const time = formatChatTime(message.time, language);
        return (
          <Box
            key={`${message.time}-${index}`}
            data-testid="chat-message"
            data-mine={mine ? 'true' : 'false'}
            data-last-of-group={last ? 'true' : 'false'}
            sx={{
              display: 'flex',
              flexDirection: mine ? 'row-reverse' : 'row',
              alignItems: 'flex-end',
              gap: 1,
              mt: first && index > 0 ? 2 : 0.5,
            }}
          >
            <Box sx={{ width: 28, flexShrink: 0, alignSelf: 'flex-start', mt: 'auto' }}>
              {last ? (
                <Box data-testid="chat-message-avatar" sx={{ mb: 2.75 }}>
                  <ChatAvatar name={author.name} avatar={author.avatar} size={28} />
                </Box>
              ) : null}
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: mine ? 'flex-end' : 'flex-start',
                maxWidth: 'min(calc(100% - 44px), 640px)',
                minWidth: 0,
              }}
            >
              <Box
                data-testid="chat-message-text"
                title={time}
                {...dataTextProps}
                sx={(theme) => {
                  const big = '16px';
                  const small = '4px';
                  return {
                    px: 1.5,
                    py: 1,
                    fontSize: '1.3rem',
                    lineHeight: 1.45,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    bgcolor: mine
                      ? 'primary.main'
                      : theme.palette.mode === 'light'
                        ? 'grey.100'
                        : 'grey.800',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                    borderRadius: big,
                    ...(mine
                      ? {
                          borderTopRightRadius: first ? big : small,
                          borderBottomRightRadius: last ? big : small,
                        }
                      : {
                          borderTopLeftRadius: first ? big : small,
                          borderBottomLeftRadius: last ? big : small,
                        }),
                  };
                }}
              >
                {message.message}
              </Box>
              {last ? (
                <Typography
                  component="time"
                  dateTime={message.time}
                  data-testid="chat-message-time"
                  color="text.secondary"
                  sx={{ fontSize: '1.1rem', mt: 0.5, px: 0.5 }}
                >
                  {time}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
