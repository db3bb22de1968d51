import type { Board, Card } from '@flockbook/mock-api/scrumboard';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { CardLabels, DueChip } from './card-bits.tsx';
import { checklistProgress } from './board-logic.ts';
import { DataText } from '../../../components/data-text.tsx';

type Props = { board: Board; card: Card; dragging: boolean };

function Badge({ icon, text, label }: { icon: ReactNode; text: string; label: string }) {
  return (
    <Box
      component="span"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}
    >
      {icon}
      <Typography variant="caption" aria-hidden>
        {text}
      </Typography>
    </Box>
  );
}

/** What a card on the board shows: cover, labels, name, due date, counts and members. */
export function BoardCardTile({ board, card, dragging }: Props) {
  const { texts, language } = useScrumboardTexts();
  const cover = board.settings.cardCoverImages
    ? card.attachments.find((item) => item.id === card.idAttachmentCover && item.type === 'image')
    : undefined;
  const progress = checklistProgress(card.checklists);
  const comments = card.activities.filter((activity) => activity.type === 'comment').length;
  const members = board.members.filter((member) => card.idMembers.includes(member.id));
  const small = { fontSize: 16 } as const;

  return (
    <Paper elevation={dragging ? 8 : 1} sx={{ overflow: 'hidden' }}>
      {cover?.type === 'image' ? (
        <Box
          component="img"
          src={cover.src}
          alt=""
          sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover' }}
        />
      ) : null}
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <CardLabels board={board} idLabels={card.idLabels} />
        <DataText variant="body2" sx={{ fontWeight: 600 }}>
          {card.name}
        </DataText>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {card.due ? <DueChip due={card.due} language={language} /> : null}
          {card.subscribed ? (
            <NotificationsNoneIcon
              sx={{ ...small, color: 'text.secondary' }}
              aria-label={texts.subscribed}
            />
          ) : null}
          {progress.total > 0 ? (
            <Badge
              icon={<CheckBoxOutlinedIcon sx={small} />}
              text={`${progress.done}/${progress.total}`}
              label={countText(texts.badges.checklist, progress.total, language, progress)}
            />
          ) : null}
          {comments > 0 ? (
            <Badge
              icon={<ChatBubbleOutlineIcon sx={small} />}
              text={String(comments)}
              label={countText(texts.badges.comments, comments, language)}
            />
          ) : null}
          {card.attachments.length > 0 ? (
            <Badge
              icon={<AttachFileIcon sx={small} />}
              text={String(card.attachments.length)}
              label={countText(texts.badges.attachments, card.attachments.length, language)}
            />
          ) : null}
          <Box sx={{ flex: 1 }} />
          {members.length > 0 ? (
            <AvatarGroup
              max={3}
              sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}
            >
              {members.map((member) => (
                <Avatar key={member.id} src={member.avatar} alt={member.name} />
              ))}
            </AvatarGroup>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
