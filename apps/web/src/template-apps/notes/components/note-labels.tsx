import type { NoteLabel } from '@flockbook/mock-api/notes';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import Chip from '@mui/material/Chip';

/** The note's labels as small chips, in the order of the label list. */
export function NoteLabelChips({
  ids,
  labels,
  onRemove,
}: {
  ids: readonly string[];
  labels: readonly NoteLabel[];
  onRemove?: (id: string) => void;
}) {
  return labels
    .filter((label) => ids.includes(label.id))
    .map((label) => (
      <Chip
        key={label.id}
        size="small"
        icon={<LabelIcon />}
        label={label.name}
        onDelete={onRemove ? () => onRemove(label.id) : undefined}
        data-testid="note-label"
      />
    ));
}
