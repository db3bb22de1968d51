import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showMessage } from '../../../lib/message-store.ts';
import type { TodoListKey } from '../api/todo-api.ts';
import { useTodoLabels, useTodos } from '../api/todo-queries.ts';
import { useTodoTexts } from '../locales/use-todo-texts.ts';
import { TodoDialog } from './todo-dialog.tsx';
import { EMPTY_FORM } from './todo-form.ts';
import type { TodoForm } from './todo-form.ts';
import { TodoList } from './todo-list.tsx';
import { listKeyOf, todoListPath } from './todo-logic.ts';
import { TodoSidebar } from './todo-sidebar.tsx';
import { useTodoActions } from './use-todo-actions.ts';
import { toDateInput } from '../../../lib/date-input.ts';

/** A new task starts with what the open list is about: its label, its flag or today. */
export function initialFormFor(
  key: TodoListKey,
  labelId: number | undefined,
  now = new Date(),
): TodoForm {
  if (key.kind === 'label' && labelId !== undefined) return { ...EMPTY_FORM, labels: [labelId] };
  if (key.kind !== 'filter') return EMPTY_FORM;
  if (key.handle === 'starred' || key.handle === 'important' || key.handle === 'completed') {
    return { ...EMPTY_FORM, [key.handle]: true };
  }
  if (key.handle === 'today' || key.handle === 'dueDate') {
    return { ...EMPTY_FORM, dueDate: toDateInput(now.toISOString()) };
  }
  return EMPTY_FORM;
}

/** The To-do app: sidebar, the chosen list, and the add or edit dialog. */
export function TodoApp() {
  const { texts } = useTodoTexts();
  const params = useParams();
  const navigate = useNavigate();
  const listKey = listKeyOf(params);
  const todoId = params.todoId;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const labels = useTodoLabels().data ?? [];
  const todos = useTodos(listKey);
  const actions = useTodoActions();
  const editing = todoId ? todos.data?.find((todo) => todo.id === todoId) : undefined;
  const listPath = todoListPath(listKey);
  const missing = todoId !== undefined && todos.isSuccess && editing === undefined;

  useEffect(() => {
    if (!missing) return;
    showMessage({ message: texts.notFound, variant: 'warning' });
    void navigate(listPath, { replace: true });
  }, [missing, listPath, navigate, texts.notFound]);

  const labelId = labels.find((label) => label.handle === listKey.handle)?.id;
  const sidebar = (
    <TodoSidebar
      current={listKey}
      onAdd={() => setAdding(true)}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        p: { xs: 1, sm: 2 },
        alignItems: 'flex-start',
      }}
      data-testid="todo-app"
    >
      {wide ? (
        <Paper sx={{ flexShrink: 0, overflow: 'auto' }}>{sidebar}</Paper>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {sidebar}
        </Drawer>
      )}
      <Paper
        sx={{
          flex: 1,
          minWidth: 0,
          minHeight: 520,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
          {wide ? null : (
            <IconButton
              aria-label={texts.openMenu}
              onClick={() => setDrawerOpen(true)}
              data-testid="todo-open-sidebar"
            >
              <Menu />
            </IconButton>
          )}
          <Typography variant="h6" component="h1">
            {texts.title}
          </Typography>
        </Box>
        <TodoList listKey={listKey} labels={labels} />
      </Paper>
      {adding ? (
        <TodoDialog
          initial={initialFormFor(listKey, labelId)}
          labels={labels}
          actions={actions}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? (
        <TodoDialog
          key={editing.id}
          todo={editing}
          initial={EMPTY_FORM}
          labels={labels}
          actions={actions}
          onClose={() => void navigate(listPath)}
        />
      ) : null}
    </Box>
  );
}
