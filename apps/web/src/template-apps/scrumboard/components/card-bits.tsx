import type { Board } from '@flockbook/mock-api/scrumboard';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { colourOf } from './board-colours.ts';
import { readableOn } from '../../../lib/readable-colour.ts';

/** The card's labels as small coloured chips, in the board's label order. */
export function CardLabels({ board, idLabels }: { board: Board; idLabels: readonly string[] }) {
  const labels = board.labels.filter((label) => idLabels.includes(label.id));
  if (labels.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map((label) => (
        <Chip
          key={label.id}
          label={label.name}
          size="small"
          sx={{ ...readableOn(colourOf(label.class)), height: 20, fontSize: 11 }}
        />
      ))}
    </Box>
  );
}

/** The due date; red once it has passed. */
export function DueChip({ due, language }: { due: string; language: string }) {
  const { texts } = useScrumboardTexts();
  const [now] = useState(() => Date.now());
  const overdue = new Date(due).getTime() < now;
  const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(
    new Date(due),
  );
  return (
    <Chip
      icon={<AccessTimeIcon />}
      size="small"
      label={date}
      title={overdue ? `${texts.overdue}: ${date}` : `${texts.due}: ${date}`}
      color={overdue ? 'error' : 'default'}
      data-testid="card-due"
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}
