import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import {
  useChat,
  useChatContacts,
  useChatUser,
  useMarkContactRead,
} from '../../../shell/panels/chat-api.ts';
import { ChatCentered, ChatConversation } from '../../../shell/panels/chat-conversation.tsx';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { ChatContactInfo } from './chat-contact-info.tsx';
import { ChatPageHeader } from './chat-page-header.tsx';
import { ChatProfileForm } from './chat-profile-form.tsx';
import { ChatSideDrawer } from './chat-side-drawer.tsx';
import { ChatSidebar } from './chat-sidebar.tsx';

const SIDEBAR_WIDTH = 340;

/**
 * `/apps/chat`: the Team Chat panel's conversations on a full page, over the same calls: the
 * sidebar (the user, search, chats and contacts; a drawer on small screens) and the conversation.
 */
export function ChatPage() {
  const { texts } = useChatTexts();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [contactInfoOpen, setContactInfoOpen] = useState(false);
  const contacts = useChatContacts();
  const user = useChatUser();
  const chat = useChat(selectedId, user.data?.id);
  const markRead = useMarkContactRead();
  const contact = contacts.data?.find((entry) => entry.id === selectedId);

  const select = (contactId: string) => {
    setSelectedId(contactId);
    markRead(contactId);
    setSidebarOpen(false);
  };

  const sidebar = (
    <ChatSidebar
      contacts={contacts.data}
      user={user.data}
      loading={contacts.isPending || user.isPending}
      error={contacts.error ?? user.error}
      onRetry={() => void Promise.all([contacts.refetch(), user.refetch()])}
      selectedContactId={selectedId}
      onSelect={select}
      onEditProfile={() => {
        setSidebarOpen(false);
        setProfileOpen(true);
      }}
    />
  );

  return (
    <Box
      data-testid="chat-page"
      // A small basis that the shell's content column stretches to its own height, so only the
      // message list and the contact list scroll, above the footer.
      sx={{ p: { xs: 1, sm: 2 }, height: 480, minHeight: 480, display: 'flex' }}
    >
      <Paper sx={{ flex: 1, display: 'flex', minWidth: 0, overflow: 'hidden' }}>
        {wide ? (
          <Box
            component="aside"
            aria-label={texts.contacts}
            sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
          >
            {sidebar}
          </Box>
        ) : (
          <Drawer
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '90vw' } } }}
          >
            {sidebar}
          </Drawer>
        )}
        <Box
          component="section"
          aria-label={contact?.name ?? texts.title}
          data-testid="chat-page-conversation"
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          <ChatPageHeader
            contact={contact}
            onOpenSidebar={wide ? null : () => setSidebarOpen(true)}
            onOpenContactInfo={() => setContactInfoOpen(true)}
          />
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
            <ChatCentered
              testId="chat-page-welcome"
              icon={<ForumOutlined sx={{ fontSize: 96, color: 'action.disabled' }} />}
            >
              <Typography
                variant="h5"
                component="p"
                sx={{ color: 'text.primary', fontWeight: 600 }}
              >
                {texts.welcomeTitle}
              </Typography>
              <Typography>{texts.welcomeText}</Typography>
              {wide ? null : (
                <Button variant="outlined" onClick={() => setSidebarOpen(true)}>
                  {texts.openContacts}
                </Button>
              )}
            </ChatCentered>
          )}
        </Box>
      </Paper>
      <ChatSideDrawer
        open={profileOpen}
        anchor="left"
        title={texts.profileTitle}
        testId="chat-profile-drawer"
        onClose={() => setProfileOpen(false)}
      >
        {user.data ? (
          <ChatProfileForm
            key={`${user.data.status}-${user.data.mood}`}
            user={user.data}
            onDone={() => setProfileOpen(false)}
          />
        ) : null}
      </ChatSideDrawer>
      <ChatSideDrawer
        open={contactInfoOpen && contact !== undefined}
        anchor="right"
        title={texts.contactInfo}
        testId="chat-contact-drawer"
        onClose={() => setContactInfoOpen(false)}
      >
        {contact ? <ChatContactInfo contact={contact} /> : null}
      </ChatSideDrawer>
    </Box>
  );
}
