import type { ChatContact } from '@flockbook/mock-api/chat';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { ChatAvatar } from '../../../shell/panels/chat-avatar.tsx';
import { countText } from '../../../lib/translator.ts';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { formatListTime } from './chat-sidebar-lists.ts';
import { DataText } from '../../../components/data-text.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

export type ChatContactItemProps = {
  contact: ChatContact;
  /** The time of the chat's last message; only contacts with a chat have one. */
  lastMessageTime?: string | undefined;
  selected: boolean;
  onSelect: (contactId: string) => void;
};

/** One contact of the sidebar: avatar with presence, name, mood, last-message time, unread. */
export function ChatContactItem({
  contact,
  lastMessageTime,
  selected,
  onSelect,
}: ChatContactItemProps) {
  const { texts, shared, language } = useChatTexts();
  const unread = contact.unread > 0 ? countText(texts.unread, contact.unread, language) : '';
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      data-testid="chat-list-contact"
      data-contact-id={contact.id}
      onClick={() => onSelect(contact.id)}
      sx={{ gap: 1.5, px: 2, py: 1.25 }}
    >
      <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} decorative />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataText noWrap sx={{ fontWeight: 600, fontSize: '1.4rem' }}>
          {contact.name}
        </DataText>
        {/* Named by what it shows; the presence beside the picture is said after the name. */}
        <VisuallyHidden>, {shared.statuses[contact.status]}</VisuallyHidden>
        <DataText noWrap color="text.secondary" sx={{ fontSize: '1.2rem' }}>
          {contact.mood}
        </DataText>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 0.5,
          flexShrink: 0,
        }}
      >
        {lastMessageTime ? (
          <Typography
            component="time"
            dateTime={lastMessageTime}
            color="text.secondary"
            data-testid="chat-list-time"
            sx={{ fontSize: '1.1rem' }}
          >
            {formatListTime(lastMessageTime, language)}
          </Typography>
        ) : null}
        {contact.unread > 0 ? (
          <Box
            component="span"
            aria-hidden
            data-testid="chat-list-unread"
            sx={{
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '1.1rem',
              fontWeight: 600,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {contact.unread}
          </Box>
        ) : null}
        {/* Named by what it shows; the count above is said in words. */}
        {unread ? <VisuallyHidden>{unread}</VisuallyHidden> : null}
      </Box>
    </ListItemButton>
  );
}
