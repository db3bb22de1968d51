import type { Todo, TodoLabel } from '@flockbook/mock-api/todo';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PriorityHigh from '@mui/icons-material/Error';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataText, dataTextProps } from '../../../components/data-text.tsx';
import { fill, useTodoTexts } from '../locales/use-todo-texts.ts';
import { formatTodoDate } from './todo-logic.ts';
import type { useTodoActions } from './use-todo-actions.ts';
import { readableOn } from '../../../lib/readable-colour.ts';

type TodoListItemProps = {
  todo: Todo;
  to: string;
  labels: readonly TodoLabel[];
  actions: ReturnType<typeof useTodoActions>;
  dragHandle: DraggableProvidedDragHandleProps | null;
  onAskDelete: (todo: Todo) => void;
};

/** One task: drag handle, done box, title and notes, labels and dates, then its toggles. */
export function TodoListItem({
  todo,
  to,
  labels,
  actions,
  dragHandle,
  onAskDelete,
}: TodoListItemProps) {
  const { texts, language } = useTodoTexts();
  const todoLabels = labels.filter((label) => todo.labels.includes(label.id));
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={onClick}
        disabled={actions.busy}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 1 }}
      data-testid="todo-item"
    >
      {dragHandle ? (
        <Box
          {...dragHandle}
          aria-label={fill(texts.dragHandle, { title: todo.title })}
          sx={{
            display: 'flex',
            color: 'text.disabled',
            cursor: 'grab',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <DragIndicator fontSize="small" />
        </Box>
      ) : null}
      <Checkbox
        checked={todo.completed}
        disabled={actions.busy || todo.deleted}
        onChange={() => void actions.toggle(todo, 'completed')}
        slotProps={{
          input: { 'aria-label': todo.completed ? texts.markOpen : texts.markCompleted },
        }}
      />
      <Box
        component={Link}
        to={to}
        sx={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
      >
        <DataText
          noWrap
          data-testid="todo-item-title"
          sx={{
            fontWeight: 600,
            textDecoration: todo.completed ? 'line-through' : 'none',
            color: todo.completed ? 'text.secondary' : 'text.primary',
          }}
        >
          {todo.title}
        </DataText>
        {todo.notes ? (
          <DataText noWrap variant="body2" color="text.secondary" data-testid="todo-item-notes">
            {todo.notes}
          </DataText>
        ) : null}
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          {todoLabels.map((label) => (
            <Chip
              key={label.id}
              size="small"
              label={label.title}
              slotProps={{ label: dataTextProps }}
              sx={{ ...readableOn(label.color), height: 20 }}
            />
          ))}
          {todo.startDate ? (
            <Typography variant="caption" color="text.secondary">
              {fill(texts.starts, { date: formatTodoDate(todo.startDate, language) })}
            </Typography>
          ) : null}
          {todo.dueDate ? (
            <Typography variant="caption" color="text.secondary">
              {fill(texts.due, { date: formatTodoDate(todo.dueDate, language) })}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {todo.deleted ? (
        <>
          {tool(
            texts.restore,
            <RestoreFromTrash fontSize="small" />,
            () => void actions.restore(todo),
            'todo-item-restore',
          )}
          {tool(
            texts.deleteForever,
            <DeleteForeverOutlined fontSize="small" />,
            () => onAskDelete(todo),
            'todo-item-delete',
          )}
        </>
      ) : (
        <>
          {tool(
            todo.important ? texts.markNotImportant : texts.markImportant,
            todo.important ? (
              <PriorityHigh fontSize="small" color="error" />
            ) : (
              <ErrorOutline fontSize="small" />
            ),
            () => void actions.toggle(todo, 'important'),
            'todo-item-important',
          )}
          {tool(
            todo.starred ? texts.unstar : texts.star,
            todo.starred ? (
              <Star fontSize="small" sx={{ color: 'warning.main' }} />
            ) : (
              <StarBorder fontSize="small" />
            ),
            () => void actions.toggle(todo, 'starred'),
            'todo-item-star',
          )}
          {tool(
            texts.remove,
            <DeleteOutlined fontSize="small" />,
            () => void actions.remove(todo),
            'todo-item-remove',
          )}
        </>
      )}
    </Box>
  );
}
