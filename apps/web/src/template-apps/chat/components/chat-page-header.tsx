import type { ChatContact } from '@flockbook/mock-api/chat';
import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ChatAvatar } from '../../../shell/panels/chat-avatar.tsx';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { DataText } from '../../../components/data-text.tsx';

export type ChatPageHeaderProps = {
  contact: ChatContact | undefined;
  /** Shown on small screens, where the sidebar is a drawer. */
  onOpenSidebar: (() => void) | null;
  onOpenContactInfo: () => void;
};

/** The bar above the conversation: the contact (opens their info) or the page's title. */
export function ChatPageHeader({ contact, onOpenSidebar, onOpenContactInfo }: ChatPageHeaderProps) {
  const { texts } = useChatTexts();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        minHeight: 72,
        borderBottom: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      {onOpenSidebar ? (
        <IconButton
          aria-label={texts.openContacts}
          onClick={onOpenSidebar}
          data-testid="chat-open-sidebar"
        >
          <Menu />
        </IconButton>
      ) : null}
      {contact ? (
        <ButtonBase
          onClick={onOpenContactInfo}
          aria-label={`${contact.name}. ${texts.contactInfo}`}
          data-testid="chat-open-contact-info"
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            gap: 1.5,
            p: 1,
            borderRadius: 1,
            textAlign: 'start',
            '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
          }}
        >
          <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
          <Box sx={{ minWidth: 0 }}>
            <DataText
              component="h2"
              noWrap
              data-testid="chat-page-contact-name"
              sx={{ fontWeight: 600, fontSize: '1.5rem' }}
            >
              {contact.name}
            </DataText>
            <DataText noWrap color="text.secondary" sx={{ fontSize: '1.2rem' }}>
              {contact.mood}
            </DataText>
          </Box>
        </ButtonBase>
      ) : (
        <Typography variant="h6" component="h1" sx={{ px: 1 }}>
          {texts.title}
        </Typography>
      )}
    </Box>
  );
}
