import type { ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Children, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { fill, useChatTexts } from '../locales/use-chat-texts.ts';
import { ChatContactItem } from './chat-contact-item.tsx';
import { sidebarLists } from './chat-sidebar-lists.ts';
import { ChatUserHeader } from './chat-user-header.tsx';

export type ChatSidebarProps = {
  contacts: readonly ChatContact[] | undefined;
  user: ChatUser | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedContactId: string | null;
  onSelect: (contactId: string) => void;
  onEditProfile: () => void;
};

/** The chat user, a search box, then 'Chats' (most recent first) and 'Contacts'. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { contacts, user, loading, error, onRetry, selectedContactId, onSelect } = props;
  const { texts } = useChatTexts();
  const [search, setSearch] = useState('');
  const { chats, others } = sidebarLists(contacts ?? [], user?.chatList ?? [], search);

  let body: ReactNode;
  if (loading) body = <LoadingState />;
  else if (error) body = <ErrorState title={texts.loadFailed} error={error} onRetry={onRetry} />;
  else if (chats.length === 0 && others.length === 0) {
    body = (
      <Typography
        color="text.secondary"
        sx={{ p: 3, textAlign: 'center' }}
        data-testid="chat-no-contacts"
      >
        {search.trim() === '' ? texts.noContacts : fill(texts.noMatch, { search: search.trim() })}
      </Typography>
    );
  } else {
    body = (
      <>
        <ContactSection title={texts.chats} testId="chat-list-chats" hidden={chats.length === 0}>
          {chats.map(({ contact, lastMessageTime }) => (
            <ChatContactItem
              key={contact.id}
              contact={contact}
              lastMessageTime={lastMessageTime}
              selected={contact.id === selectedContactId}
              onSelect={onSelect}
            />
          ))}
        </ContactSection>
        <ContactSection
          title={texts.contacts}
          testId="chat-list-contacts"
          hidden={others.length === 0}
        >
          {others.map((contact) => (
            <ChatContactItem
              key={contact.id}
              contact={contact}
              selected={contact.id === selectedContactId}
              onSelect={onSelect}
            />
          ))}
        </ContactSection>
      </>
    );
  }

  return (
    <Box
      data-testid="chat-sidebar"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      {user ? <ChatUserHeader user={user} onEdit={props.onEditProfile} /> : null}
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          type="search"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.search}
          slotProps={{
            htmlInput: { 'aria-label': texts.search, 'data-testid': 'chat-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>{body}</Box>
    </Box>
  );
}

function ContactSection(props: {
  title: string;
  testId: string;
  hidden: boolean;
  children: ReactNode;
}) {
  if (props.hidden) return null;
  const headingId = `${props.testId}-heading`;
  // The heading before the list, and each contact an item of it: a list holds only items.
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          px: 2,
          bgcolor: 'background.paper',
          fontSize: '1.3rem',
          fontWeight: 600,
          color: 'text.secondary',
          lineHeight: '40px',
        }}
      >
        {props.title}
      </Typography>
      <List aria-labelledby={headingId} data-testid={props.testId} disablePadding>
        {Children.map(props.children, (child) => (
          <ListItem disablePadding>{child}</ListItem>
        ))}
      </List>
    </Box>
  );
}
