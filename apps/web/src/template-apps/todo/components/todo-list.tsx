import type { Todo, TodoLabel } from '@flockbook/mock-api/todo';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { DropResult } from '@hello-pangea/dnd';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { countText } from '../../../lib/translator.ts';
import { LoadingState } from '../../../components/loading-state.tsx';
import type { TodoListKey } from '../api/todo-api.ts';
import { useDragAnnouncements } from '../../../components/drag-drop/use-drag-announcements.ts';
import { useTodoFilters, useTodoFolders, useTodos } from '../api/todo-queries.ts';
import { fill, sidebarTitle, useTodoTexts } from '../locales/use-todo-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { TodoListItem } from './todo-list-item.tsx';
import { applyOrder, searchTodos, sortTodos, TODO_SORTS, todoListPath } from './todo-logic.ts';
import type { TodoSort } from './todo-logic.ts';
import { setTodoOrder, useTodoOrder } from './todo-order-store.ts';
import { useTodoActions } from './use-todo-actions.ts';
import { moveId } from '../../../lib/list-ids.ts';

type TodoListProps = { listKey: TodoListKey; labels: readonly TodoLabel[] };

/** The title of the open folder, filter or label, as the sidebar shows it. */
function useListTitle(key: TodoListKey, labels: readonly TodoLabel[]): string {
  const { texts } = useTodoTexts();
  const folders = useTodoFolders().data ?? [];
  const filters = useTodoFilters().data ?? [];
  const entries = key.kind === 'folder' ? folders : key.kind === 'filter' ? filters : labels;
  const entry = entries.find((candidate) => candidate.handle === key.handle);
  return entry ? sidebarTitle(texts, entry) : key.handle;
}

/**
 * The tasks of a folder, filter or label: search, sort, and in the user's own order drag and
 * drop (mouse, touch or keyboard) to reorder.
 */
export function TodoList({ listKey, labels }: TodoListProps) {
  const { texts, language } = useTodoTexts();
  const todos = useTodos(listKey);
  const actions = useTodoActions();
  const hintId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TodoSort>('manual');
  const [askDelete, setAskDelete] = useState<Todo | null>(null);
  const listPath = todoListPath(listKey);
  const order = useTodoOrder(listPath);

  const ordered = useMemo(() => applyOrder(todos.data ?? [], order), [todos.data, order]);
  const shown = useMemo(
    () => sortTodos(searchTodos(ordered, search), sort, language),
    [ordered, search, sort, language],
  );
  // Reordering only means something when the whole list shows in the user's own order.
  const draggable = sort === 'manual' && search.trim() === '';

  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    setTodoOrder(
      listPath,
      moveId(
        shown.map((todo) => todo.id),
        result.source.index,
        result.destination.index,
      ),
    );
  };
  const listTitle = useListTitle(listKey, labels);
  const announcements = useDragAnnouncements(
    {
      item: (id) =>
        fill(texts.dragNames.task, { name: shown.find((todo) => todo.id === id)?.title ?? '' }),
      list: () => fill(texts.dragNames.list, { name: listTitle }),
    },
    onDragEnd,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, p: 2, pb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={texts.search}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            htmlInput: { 'aria-label': texts.search, 'data-testid': 'todo-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={texts.sortBy}
          value={sort}
          onChange={(event) => setSort(event.target.value as TodoSort)}
          sx={{ minWidth: 170 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'todo-sort' } as object } }}
        >
          {TODO_SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {texts.sorts[option]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {draggable && shown.length > 1 ? (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ px: 2 }}>
          {texts.dragHint}
        </Typography>
      ) : null}
      <Box sx={{ flex: 1, overflow: 'auto', mt: 1, borderTop: 1, borderColor: 'divider' }}>
        {todos.isPending ? (
          <LoadingState />
        ) : todos.isError ? (
          <Box sx={{ p: 2 }}>
            <ErrorState
              error={todos.error}
              title={texts.loadFailed}
              onRetry={() => void todos.refetch()}
            />
          </Box>
        ) : shown.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ p: 4, textAlign: 'center' }}
            data-testid="todo-list-empty"
          >
            {search.trim() ? texts.noMatch : texts.empty}
          </Typography>
        ) : (
          <DragDropContext {...announcements}>
            <Droppable droppableId={listPath} isDropDisabled={!draggable}>
              {(drop) => (
                <Box
                  component="ul"
                  ref={drop.innerRef}
                  {...drop.droppableProps}
                  aria-describedby={draggable ? hintId : undefined}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                  data-testid="todo-list"
                >
                  {shown.map((todo, index) => (
                    <Draggable
                      key={todo.id}
                      draggableId={todo.id}
                      index={index}
                      isDragDisabled={!draggable}
                    >
                      {(drag, snapshot) => (
                        <Box
                          component="li"
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          sx={{
                            borderBottom: 1,
                            borderColor: 'divider',
                            bgcolor: snapshot.isDragging ? 'action.selected' : 'background.paper',
                          }}
                        >
                          <TodoListItem
                            todo={todo}
                            to={todoListPath(listKey, todo.id)}
                            labels={labels}
                            actions={actions}
                            dragHandle={draggable ? drag.dragHandleProps : null}
                            onAskDelete={setAskDelete}
                          />
                        </Box>
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </Box>
              )}
            </Droppable>
          </DragDropContext>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }} aria-live="polite">
        {todos.data ? countText(texts.count, shown.length, language) : ''}
      </Typography>
      <ConfirmDialog
        open={askDelete !== null}
        title={texts.confirmDeleteTitle}
        body={fill(texts.confirmDeleteText, { title: askDelete?.title ?? '' })}
        confirmLabel={texts.deleteForever}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setAskDelete(null)}
        onConfirm={() => {
          setAskDelete(null);
          if (askDelete) void actions.deleteForever(askDelete);
        }}
      />
    </Box>
  );
}
