import { CHAT_STATUSES } from '@flockbook/mock-api/chat';
import type { ChatStatus, ChatUser } from '@flockbook/mock-api/chat';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useUpdateChatUser } from '../../../shell/panels/chat-api.ts';
import { CHAT_STATUS_COLORS } from '../../../shell/panels/chat-status.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { useChatTexts } from '../locales/use-chat-texts.ts';
import { DataText } from '../../../components/data-text.tsx';

/** The chat user's status and mood, saved with `POST /api/chat/user/data`. */
export function ChatProfileForm({ user, onDone }: { user: ChatUser; onDone: () => void }) {
  const { texts, shared } = useChatTexts();
  const [status, setStatus] = useState<ChatStatus>(user.status);
  const [mood, setMood] = useState(user.mood);
  const save = useUpdateChatUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { status, mood: mood.trim() },
      {
        onSuccess: () => {
          showMessage({ message: texts.saved, variant: 'success' });
          onDone();
        },
        onError: () => showMessage({ message: texts.saveFailed, variant: 'error' }),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      data-testid="chat-profile-form"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Avatar alt={user.name} src={user.avatar} sx={{ width: 96, height: 96 }} />
        <DataText sx={{ fontWeight: 600, fontSize: '1.7rem' }}>{user.name}</DataText>
      </Box>
      <FormControl>
        <FormLabel id="chat-profile-status">{texts.status}</FormLabel>
        <RadioGroup
          aria-labelledby="chat-profile-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ChatStatus)}
        >
          {CHAT_STATUSES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: CHAT_STATUS_COLORS[value],
                    }}
                  />
                  {shared.statuses[value]}
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={texts.mood}
        value={mood}
        onChange={(event) => setMood(event.target.value)}
        helperText={texts.moodHint}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone} disabled={save.isPending}>
          {texts.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending}
          data-testid="chat-profile-save"
        >
          {texts.save}
        </Button>
      </Box>
    </Box>
  );
}
