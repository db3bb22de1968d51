import { Spinner } from '../../components/spinner.tsx';
import type { ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { Ref } from 'react';
import { CHAT_RAIL_WIDTH } from '../settings/index.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { railContacts } from './chat-messages.ts';
import { usePanelsTexts } from './use-panels-texts.ts';

export type ChatContactRailProps = {
  contacts: readonly ChatContact[] | undefined;
  user: ChatUser | undefined;
  selectedContactId: string | null;
  onSelect: (contactId: string) => void;
  railRef: Ref<HTMLDivElement>;
};

/**
 * The 70-wide contact rail: the chat user on top, then the contacts with a chat (most recent
 * first), then everyone else; each with a presence dot and an unread count.
 */
export function ChatContactRail({
  contacts,
  user,
  selectedContactId,
  onSelect,
  railRef,
}: ChatContactRailProps) {
  const texts = usePanelsTexts().chat;
  const { recent, others } = railContacts(contacts ?? [], user?.chatList ?? []);

  return (
    <Box
      ref={railRef}
      component="nav"
      aria-label={texts.contacts}
      data-testid="chat-rail"
      sx={{
        width: CHAT_RAIL_WIDTH,
        minWidth: CHAT_RAIL_WIDTH,
        overflowY: 'auto',
        overflowX: 'hidden',
        bgcolor: (theme) =>
          theme.palette.mode === 'light'
            ? theme.palette.grey[50]
            : theme.palette.background.default,
        borderRight: 1,
        borderColor: 'divider',
        scrollbarWidth: 'none',
        py: 1,
      }}
    >
      {user ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }} data-testid="chat-user">
          <Tooltip title={`${user.name} (${texts.you})`} placement="left">
            <Box>
              <ChatAvatar name={user.name} avatar={user.avatar} status={user.status} />
            </Box>
          </Tooltip>
        </Box>
      ) : null}
      {!contacts ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <Spinner size={24} />
        </Box>
      ) : null}
      {recent.length > 0 ? <Divider sx={{ mx: 1.5, my: 1 }} /> : null}
      {recent.map((contact) => (
        <RailContact
          key={contact.id}
          contact={contact}
          selected={contact.id === selectedContactId}
          onSelect={onSelect}
        />
      ))}
      {others.length > 0 ? <Divider sx={{ mx: 1.5, my: 1 }} /> : null}
      {others.map((contact) => (
        <RailContact
          key={contact.id}
          contact={contact}
          selected={contact.id === selectedContactId}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}

type RailContactProps = {
  contact: ChatContact;
  selected: boolean;
  onSelect: (contactId: string) => void;
};

function RailContact({ contact, selected, onSelect }: RailContactProps) {
  const texts = usePanelsTexts().chat;
  const label =
    contact.unread > 0 ? `${contact.name}, ${contact.unread} ${texts.unread}` : contact.name;
  return (
    <Tooltip title={contact.name} placement="left">
      <ButtonBase
        aria-label={label}
        aria-current={selected ? 'true' : undefined}
        data-testid="chat-contact"
        data-contact-id={contact.id}
        onClick={() => onSelect(contact.id)}
        sx={{
          position: 'relative',
          width: '100%',
          height: 64,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          bgcolor: (theme) => (selected ? alpha(theme.palette.primary.main, 0.1) : 'transparent'),
          '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06) },
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 10,
            bottom: 10,
            left: 0,
            width: 3,
            borderRadius: '0 3px 3px 0',
            bgcolor: selected ? 'primary.main' : 'transparent',
          },
        }}
      >
        <Badge
          badgeContent={contact.unread}
          color="secondary"
          overlap="circular"
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            badge: {
              'aria-hidden': true,
              sx: { fontWeight: 600, fontSize: '1.1rem', minWidth: 18, height: 18 },
            },
          }}
        >
          <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
        </Badge>
      </ButtonBase>
    </Tooltip>
  );
}
