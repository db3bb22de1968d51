import CloseRounded from '@mui/icons-material/CloseRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { CHAT_PANEL_WIDTH, TOOLBAR_HEIGHT } from '../settings/index.ts';
import { useChat, useChatContacts, useChatUser, useMarkContactRead } from './chat-api.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { ChatContactRail } from './chat-contact-rail.tsx';
import { ChatConversation, ChatPrompt } from './chat-conversation.tsx';
import { useChatPanel } from './panel-store.ts';
import { usePanelsTexts } from './use-panels-texts.ts';
import { DataText } from '../../components/data-text.tsx';

/**
 * The 'Team Chat' panel: 360 wide, sliding in from the right (the left when right to left),
 * with the 70-wide contact rail and the conversation. Escape or a click outside closes it.
 */
export function ChatPanel() {
  const texts = usePanelsTexts().chat;
  const panel = useChatPanel();

  return (
    <Drawer
      anchor="right"
      open={panel.isOpen}
      onClose={panel.close}
      slotProps={{
        paper: {
          'aria-label': texts.title,
          sx: {
            width: CHAT_PANEL_WIDTH,
            maxWidth: '100vw',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      <ChatPanelContent />
    </Drawer>
  );
}

function ChatPanelContent() {
  const texts = usePanelsTexts().chat;
  const panel = useChatPanel();
  const railRef = useRef<HTMLDivElement>(null);
  const contacts = useChatContacts();
  const user = useChatUser();
  const chat = useChat(panel.selectedContactId, user.data?.id);
  const markRead = useMarkContactRead();
  const contact = contacts.data?.find((entry) => entry.id === panel.selectedContactId);

  const select = (contactId: string) => {
    panel.selectContact(contactId);
    markRead(contactId);
    if (railRef.current) railRef.current.scrollTop = 0;
  };

  return (
    <Box data-testid="chat-panel" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: TOOLBAR_HEIGHT,
          px: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {contact ? (
          <>
            <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                component="h2"
                data-testid="chat-panel-title"
                sx={{ fontSize: '1.1rem', fontWeight: 600, opacity: 0.8, lineHeight: 1.2 }}
              >
                {texts.title}
              </Typography>
              <DataText
                noWrap
                data-testid="chat-contact-name"
                sx={{ fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.3 }}
              >
                {contact.name}
              </DataText>
              <DataText noWrap sx={{ fontSize: '1.1rem', opacity: 0.8 }}>
                {contact.mood}
              </DataText>
            </Box>
          </>
        ) : (
          <>
            <ForumOutlined />
            <Typography
              component="h2"
              data-testid="chat-panel-title"
              sx={{ flex: 1, fontWeight: 600, fontSize: '1.6rem' }}
            >
              {texts.title}
            </Typography>
          </>
        )}
        <Tooltip title={texts.close}>
          <IconButton
            aria-label={texts.close}
            onClick={panel.close}
            sx={{ color: 'inherit', width: 40, height: 40 }}
          >
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <ChatContactRail
          contacts={contacts.data}
          user={user.data}
          selectedContactId={panel.selectedContactId}
          onSelect={select}
          railRef={railRef}
        />
        <Box
          data-testid="chat-conversation"
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          {contact && user.data ? (
            <ChatConversation
              contact={contact}
              user={user.data}
              chat={chat.data}
              loading={chat.isPending}
              failed={chat.isError}
              onRetry={() => void chat.refetch()}
            />
          ) : (
            <ChatPrompt />
          )}
        </Box>
      </Box>
    </Box>
  );
}
