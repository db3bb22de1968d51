import type { Board, Card } from '@flockbook/mock-api/scrumboard';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import { colourOf } from '../board-colours.ts';
import type { SaveCard } from './save-card.ts';
import { readableChipSx } from '../../../../lib/readable-colour.ts';

const toggled = (ids: readonly string[], id: string) =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/** The board's labels and members, each a toggle for this card. */
export function CardTags({ board, card, onSave }: { board: Board; card: Card; onSave: SaveCard }) {
  const { texts } = useScrumboardTexts();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box role="group" aria-label={texts.labels}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {texts.labels}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {board.labels.map((label) => {
            const on = card.idLabels.includes(label.id);
            return (
              <Chip
                key={label.id}
                label={label.name}
                aria-pressed={on}
                onClick={() => void onSave({ idLabels: toggled(card.idLabels, label.id) })}
                variant={on ? 'filled' : 'outlined'}
                sx={
                  on
                    ? readableChipSx(colourOf(label.class))
                    : { borderColor: colourOf(label.class) }
                }
              />
            );
          })}
        </Box>
      </Box>
      <Box role="group" aria-label={texts.members}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {texts.members}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {board.members.map((member) => {
            const on = card.idMembers.includes(member.id);
            return (
              <Chip
                key={member.id}
                avatar={<Avatar src={member.avatar} alt="" />}
                label={member.name}
                aria-pressed={on}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => void onSave({ idMembers: toggled(card.idMembers, member.id) })}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
