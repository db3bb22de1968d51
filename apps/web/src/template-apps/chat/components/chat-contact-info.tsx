import type { ChatContact } from '@flockbook/mock-api/chat';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHAT_STATUS_COLORS } from '../../../shell/panels/chat-status.tsx';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { DataText } from '../../../components/data-text.tsx';

/** A contact's picture, name, presence and mood ('About'). */
export function ChatContactInfo({ contact }: { contact: ChatContact }) {
  const { texts, shared } = useChatTexts();
  return (
    <Box
      data-testid="chat-contact-info"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Avatar alt={contact.name} src={contact.avatar} sx={{ width: 120, height: 120 }} />
      <DataText sx={{ fontWeight: 600, fontSize: '1.8rem' }}>{contact.name}</DataText>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: CHAT_STATUS_COLORS[contact.status],
          }}
        />
        <Typography>{shared.statuses[contact.status]}</Typography>
      </Box>
      <Box sx={{ alignSelf: 'stretch', mt: 2 }}>
        <Typography
          component="h3"
          color="text.secondary"
          sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 0.5 }}
        >
          {texts.about}
        </Typography>
        <DataText>{contact.mood}</DataText>
      </Box>
    </Box>
  );
}
