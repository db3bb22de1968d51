import type { Chat, ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useShellLanguage } from '../toolbar/use-shell-language.ts';
import { useSendMessage } from './chat-api.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { isFirstOfGroup, isLastOfGroup } from './chat-messages.ts';
import { formatChatTime } from './chat-time.ts';
import { usePanelsTexts } from './use-panels-texts.ts';

function Centered({
  icon,
  children,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        color: 'text.secondary',
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

/** The conversation side when no contact is chosen yet. */
export function ChatPrompt() {
  const texts = usePanelsTexts().chat;
  return (
    <Centered
      testId="chat-select-prompt"
      icon={<ForumOutlined sx={{ fontSize: 64, color: 'action.disabled' }} />}
    >
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {texts.title}
      </Typography>
      <Typography>{texts.selectPrompt}</Typography>
    </Centered>
  );
}

export type ChatConversationProps = {
  contact: ChatContact;
  user: ChatUser;
  chat: Chat | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** The dialog with one contact and, once the chat is loaded, the message form. */
export function ChatConversation({
  contact,
  user,
  chat,
  loading,
  failed,
  onRetry,
}: ChatConversationProps) {
  const texts = usePanelsTexts().chat;

  if (!chat) {
    if (failed) {
      return (
        <Box sx={{ flex: 1, p: 2 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {texts.retry}
              </Button>
            }
          >
            {texts.loadFailed}
          </Alert>
        </Box>
      );
    }
    return (
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {loading ? <CircularProgress size={32} aria-label={texts.title} /> : null}
      </Box>
    );
  }

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      {chat.dialog.length === 0 ? (
        <Centered
          testId="chat-empty-dialog"
          icon={<ChatBubbleOutlineRounded sx={{ fontSize: 56, color: 'action.disabled' }} />}
        >
          <Typography>{texts.emptyDialog}</Typography>
        </Centered>
      ) : (
        <MessageList chat={chat} user={user} contact={contact} />
      )}
      <MessageForm key={chat.id} chat={chat} user={user} contact={contact} />
    </Box>
  );
}

type MessageListProps = { chat: Chat; user: ChatUser; contact: ChatContact };

function MessageList({ chat, user, contact }: MessageListProps) {
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
                maxWidth: 'calc(100% - 44px)',
                minWidth: 0,
              }}
            >
              <Box
                data-testid="chat-message-text"
                title={time}
                dir="auto"
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

type MessageFormProps = { chat: Chat; user: ChatUser; contact: ChatContact };

/** The message field: empty text does nothing; after a successful send the field clears. */
function MessageForm({ chat, user, contact }: MessageFormProps) {
  const texts = usePanelsTexts().chat;
  const [text, setText] = useState('');
  const send = useSendMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '' || send.isPending) return;
    send.mutate(
      {
        chatId: chat.id,
        contactId: contact.id,
        message: { who: user.id, message, time: new Date().toISOString() },
      },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      data-testid="chat-message-form"
      sx={{ p: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {send.isError ? (
        <Typography role="alert" color="error" sx={{ fontSize: '1.2rem', mb: 0.75, px: 0.5 }}>
          {texts.sendFailed}
        </Typography>
      ) : null}
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: 6,
          pl: 2,
          pr: 0.5,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <InputBase
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={texts.placeholder}
          fullWidth
          autoFocus
          inputProps={{ 'aria-label': texts.placeholder, 'data-testid': 'chat-message-input' }}
          sx={{ py: 0.75, fontSize: '1.3rem' }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={texts.send}
          disabled={send.isPending}
          sx={{ width: 40, height: 40 }}
        >
          {send.isPending ? (
            <CircularProgress size={18} />
          ) : (
            <SendRounded
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          )}
        </IconButton>
      </Paper>
    </Box>
  );
}
