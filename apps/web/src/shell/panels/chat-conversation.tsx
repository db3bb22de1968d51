import type { Chat, ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MessageForm } from './chat-message-form.tsx';
import { MessageList } from './chat-message-list.tsx';
import { usePanelsTexts } from './use-panels-texts.ts';

/** A centred icon and words filling the conversation side (prompts and empty states). */
export function ChatCentered({
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
    <ChatCentered
      testId="chat-select-prompt"
      icon={<ForumOutlined sx={{ fontSize: 64, color: 'action.disabled' }} />}
    >
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {texts.title}
      </Typography>
      <Typography>{texts.selectPrompt}</Typography>
    </ChatCentered>
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
        <ChatCentered
          testId="chat-empty-dialog"
          icon={<ChatBubbleOutlineRounded sx={{ fontSize: 56, color: 'action.disabled' }} />}
        >
          <Typography>{texts.emptyDialog}</Typography>
        </ChatCentered>
      ) : (
        <MessageList chat={chat} user={user} contact={contact} />
      )}
      <MessageForm key={chat.id} chat={chat} user={user} contact={contact} />
    </Box>
  );
}
