import type { ChatUser } from '@flockbook/mock-api/chat';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { ChatAvatar } from '../../../shell/panels/chat-avatar.tsx';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { DataText } from '../../../components/data-text.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

/** The chat user's avatar, name and status on top of the sidebar; opens the profile editor. */
export function ChatUserHeader({ user, onEdit }: { user: ChatUser; onEdit: () => void }) {
  const { texts, shared } = useChatTexts();
  return (
    <ButtonBase
      onClick={onEdit}
      data-testid="chat-user-header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 1.5,
        px: 2,
        minHeight: 72,
        width: '100%',
        textAlign: 'start',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
      }}
    >
      <ChatAvatar name={user.name} avatar={user.avatar} status={user.status} size={44} decorative />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataText noWrap sx={{ fontWeight: 600, fontSize: '1.5rem' }}>
          {user.name}
        </DataText>
        {/* Said, not shown: the button is named by what it shows and what it does. */}
        <VisuallyHidden> ({texts.you})</VisuallyHidden>
        <Typography
          noWrap
          color="text.secondary"
          data-testid="chat-user-status"
          data-status={user.status}
          sx={{ fontSize: '1.2rem' }}
        >
          {shared.statuses[user.status]}
        </Typography>
      </Box>
      <EditOutlined fontSize="small" color="action" />
      <VisuallyHidden>{texts.editProfile}</VisuallyHidden>
    </ButtonBase>
  );
}
