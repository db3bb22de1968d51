import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

export type EmptyListInfo = { filtered: boolean; message: string };

export const EmptyListContext = createContext<EmptyListInfo>({ filtered: false, message: '' });

/** The grid without rows: nothing recorded yet, or nothing matching the filters. */
export function EmptyListOverlay() {
  const { t } = useTranslation();
  const { filtered, message } = useContext(EmptyListContext);
  const Icon = filtered ? SearchOffOutlined : InboxOutlined;
  return (
    <Stack
      data-testid="record-list-empty"
      spacing={1}
      sx={{
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'text.secondary' }}>
        <Icon />
      </Avatar>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {filtered ? t('records.list.noMatchTitle') : t('records.list.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {filtered ? t('records.list.noMatchBody') : message}
      </Typography>
    </Stack>
  );
}
