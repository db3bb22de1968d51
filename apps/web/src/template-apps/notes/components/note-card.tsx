import type { Note, NoteLabel } from '@flockbook/mock-api/notes';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNotesTexts } from '../locales/use-notes-texts.ts';
import { NoteLabelChips } from './note-labels.tsx';
import { DataText } from '../../../components/data-text.tsx';

type CardProps = {
  note: Note;
  labels: readonly NoteLabel[];
  busy: boolean;
  onOpen: (note: Note) => void;
  onArchive: (note: Note) => void;
};

/** One note in the masonry: image, title, text, checklist, reminder and labels. */
export function NoteCard({ note, labels, busy, onOpen, onArchive }: CardProps) {
  const texts = useNotesTexts();
  const { i18n } = useTranslation();
  const archiveLabel = note.archive ? texts.unarchive : texts.archive;
  const reminder = note.reminder
    ? new Intl.DateTimeFormat(i18n.language, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(note.reminder))
    : null;

  return (
    <Card
      variant="outlined"
      sx={{ breakInside: 'avoid', mb: 2 }}
      data-testid="note-card"
      data-note-id={note.id}
    >
      {/* Named by what it shows (title, text, list); only a card that shows no text is named. */}
      <CardActionArea
        onClick={() => onOpen(note)}
        aria-label={
          note.title || note.description || note.checklist.length ? undefined : texts.untitled
        }
      >
        {note.image ? (
          <CardMedia component="img" image={note.image} alt="" sx={{ maxHeight: 220 }} />
        ) : null}
        <CardContent sx={{ pb: 1 }}>
          {note.title ? (
            <DataText variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {note.title}
            </DataText>
          ) : null}
          {note.description ? (
            <DataText variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {note.description}
            </DataText>
          ) : null}
          {note.checklist.length > 0 ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {note.checklist.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
                >
                  {item.checked ? (
                    <CheckBoxIcon fontSize="small" color="action" aria-hidden />
                  ) : (
                    <CheckBoxBlankIcon fontSize="small" color="action" aria-hidden />
                  )}
                  <DataText
                    variant="body2"
                    sx={{
                      textDecoration: item.checked ? 'line-through' : 'none',
                      color: item.checked ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {item.text}
                  </DataText>
                </Box>
              ))}
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {reminder ? (
              <Chip
                size="small"
                icon={<AlarmIcon />}
                label={reminder}
                data-testid="note-reminder"
              />
            ) : null}
            <NoteLabelChips ids={note.labels} labels={labels} />
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Tooltip title={archiveLabel}>
          <span>
            <IconButton
              size="small"
              aria-label={archiveLabel}
              onClick={() => onArchive(note)}
              disabled={busy}
              data-testid="note-archive"
            >
              {note.archive ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
