import type { NoteLabel } from '@flockbook/mock-api/notes';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNotesTexts } from '../locales/use-notes-texts.ts';
import { labelPath, notesViewPath } from '../notes-view.ts';
import type { NotesView } from '../notes-view.ts';

type SidebarProps = {
  view: NotesView;
  labels: readonly NoteLabel[];
  onEditLabels: () => void;
};

/** Notes, Reminders, Archive, then every label and the label editor. */
export function NotesSidebar({ view, labels, onEditLabels }: SidebarProps) {
  const texts = useNotesTexts();
  const entry = (key: string, to: string, label: string, icon: ReactNode, selected: boolean) => (
    <ListItem key={key} disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        data-testid={`notes-nav-${key}`}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper
      component="nav"
      aria-label={texts.title}
      sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, p: 1.5 }}
    >
      <List dense disablePadding>
        {(['notes', 'reminders', 'archive'] as const).map((kind) =>
          entry(
            kind,
            notesViewPath({ kind }),
            texts.views[kind],
            { notes: <NotesIcon />, reminders: <AlarmIcon />, archive: <ArchiveIcon /> }[kind],
            view.kind === kind,
          ),
        )}
      </List>
      <List
        dense
        disablePadding
        subheader={<ListSubheader disableSticky>{texts.labels}</ListSubheader>}
      >
        {labels.map((label) =>
          entry(
            `label-${label.handle}`,
            labelPath(label),
            label.name,
            <LabelIcon />,
            view.kind === 'label' && view.label.id === label.id,
          ),
        )}
        <ListItem disablePadding>
          <ListItemButton
            onClick={onEditLabels}
            sx={{ borderRadius: 1 }}
            data-testid="notes-edit-labels"
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <EditIcon />
            </ListItemIcon>
            <ListItemText primary={texts.editLabels} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
