import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodoListKey } from '../api/todo-api.ts';
import { useTodoFilters, useTodoFolders, useTodoLabels } from '../api/todo-queries.ts';
import { sidebarTitle, useTodoTexts } from '../locales/use-todo-texts.ts';
import { TodoIcon } from './todo-icons.tsx';
import { todoListPath } from './todo-logic.ts';

type TodoSidebarProps = { current: TodoListKey; onAdd: () => void; onNavigate?: () => void };

/** Add task, then folder All, the six filters and the five labels. */
export function TodoSidebar({ current, onAdd, onNavigate }: TodoSidebarProps) {
  const { texts } = useTodoTexts();
  const folders = useTodoFolders().data ?? [];
  const filters = useTodoFilters().data ?? [];
  const labels = useTodoLabels().data ?? [];

  const entry = (key: TodoListKey, title: string, icon: ReactNode) => {
    const selected = current.kind === key.kind && current.handle === key.handle;
    return (
      <ListItem key={`${key.kind}-${key.handle}`} disablePadding>
        <ListItemButton
          component={Link}
          to={todoListPath(key)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`todo-nav-${key.kind}-${key.handle}`}
          sx={{ borderRadius: 2, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
          <ListItemText primary={title} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box sx={{ py: 2, width: 250 }} component="nav" aria-label={texts.title}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" onClick={onAdd} data-testid="todo-add">
          {texts.addTask}
        </Button>
      </Box>
      <List dense subheader={<ListSubheader disableSticky>{texts.folders}</ListSubheader>}>
        {folders.map((folder) =>
          entry(
            { kind: 'folder', handle: folder.handle },
            sidebarTitle(texts, folder),
            <TodoIcon name={folder.icon} />,
          ),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{texts.filters}</ListSubheader>}>
        {filters.map((filter) =>
          entry(
            { kind: 'filter', handle: filter.handle },
            sidebarTitle(texts, filter),
            <TodoIcon name={filter.icon} />,
          ),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{texts.labels}</ListSubheader>}>
        {labels.map((label) =>
          entry(
            { kind: 'label', handle: label.handle },
            label.title,
            <LabelOutlined fontSize="small" sx={{ color: label.color }} />,
          ),
        )}
      </List>
    </Box>
  );
}
