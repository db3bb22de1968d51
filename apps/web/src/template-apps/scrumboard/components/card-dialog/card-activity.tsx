import type { Board, Card } from '@flockbook/mock-api/scrumboard';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fill, useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import type { SaveCard } from './save-card.ts';
import { nextId } from '../../../../lib/list-ids.ts';
import { DataText } from '../../../../components/data-text.tsx';

type Props = { board: Board; card: Card; onSave: SaveCard };

/** Comments and attachment notes, newest first, and a field to comment as the board's first member. */
export function CardActivity({ board, card, onSave }: Props) {
  const { texts, language } = useScrumboardTexts();
  const [draft, setDraft] = useState('');
  const me = board.members[0];
  const memberOf = (id: string) => board.members.find((member) => member.id === id);
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const send = async () => {
    const message = draft.trim();
    if (!message || !me) return;
    const comment = {
      id: nextId(card.activities, `${card.id}-activity`),
      type: 'comment' as const,
      idMember: me.id,
      message,
      time: new Date().toISOString(),
    };
    if (await onSave({ activities: [comment, ...card.activities] })) setDraft('');
  };

  return (
    <Box component="section" aria-label={texts.activity}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {texts.activity}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Avatar src={me?.avatar} alt={me?.name} sx={{ width: 32, height: 32 }} />
        <TextField
          size="small"
          fullWidth
          multiline
          placeholder={texts.comment}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': texts.comment, maxLength: 2000 } }}
        />
        <Button type="submit" variant="contained" disabled={!draft.trim()}>
          {texts.send}
        </Button>
      </Box>
      {card.activities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.noActivity}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {card.activities.map((activity) => {
          const member = memberOf(activity.idMember);
          return (
            <Box
              component="li"
              key={activity.id}
              sx={{ display: 'flex', gap: 1 }}
              data-testid="card-activity"
            >
              <Avatar src={member?.avatar} alt="" sx={{ width: 32, height: 32 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">
                  <b>{member?.name}</b>{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatTime(activity.time)}
                  </Typography>
                </Typography>
                {activity.type === 'comment' ? (
                  <DataText
                    variant="body2"
                    sx={{
                      whiteSpace: 'pre-wrap',
                      bgcolor: 'action.hover',
                      p: 1,
                      borderRadius: 1,
                      mt: 0.5,
                    }}
                  >
                    {activity.message}
                  </DataText>
                ) : (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <AttachFileIcon fontSize="inherit" />
                    {fill(texts.attached, { name: activity.message })}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
