import { Spinner } from '../../components/spinner.tsx';
import type { Chat, ChatContact, ChatUser } from '@flockbook/mock-api/chat';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSendMessage } from './chat-api.ts';
import { usePanelsTexts } from './use-panels-texts.ts';

export type MessageFormProps = { chat: Chat; user: ChatUser; contact: ChatContact };

/** The message field: empty text does nothing; after a successful send the field clears. */
export function MessageForm({ chat, user, contact }: MessageFormProps) {
  const texts = usePanelsTexts().chat;
  const [text, setText] = useState('');
  const send = useSendMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '' || send.isPending) return;
    send.mutate(
      {
        chatId: chat.id,
        contactId: contact.id,
        message: { who: user.id, message, time: new Date().toISOString() },
      },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      data-testid="chat-message-form"
      sx={{ p: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {send.isError ? (
        <Typography role="alert" color="error" sx={{ fontSize: '1.2rem', mb: 0.75, px: 0.5 }}>
          {texts.sendFailed}
        </Typography>
      ) : null}
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: 6,
          pl: 2,
          pr: 0.5,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <InputBase
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={texts.placeholder}
          fullWidth
          autoFocus
          inputProps={{ 'aria-label': texts.placeholder, 'data-testid': 'chat-message-input' }}
          sx={{ py: 0.75, fontSize: '1.3rem' }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={texts.send}
          disabled={send.isPending}
          sx={{ width: 40, height: 40 }}
        >
          {send.isPending ? (
            <Spinner size={18} />
          ) : (
            <SendRounded
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          )}
        </IconButton>
      </Paper>
    </Box>
  );
}
