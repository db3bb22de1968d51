import type { HttpHandler } from 'msw';
import { isSameLocalDay } from '../../platform/dates.ts';
import { newId } from '../../platform/ids.ts';
import {
  findAllById,
  findByHandle,
  findById,
  findByNumber,
  replaceById,
  unique,
} from '../../platform/records.ts';
import { getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  deleteTodosRequestSchema,
  newTodoSchema,
  removeTodoRequestSchema,
  setTodoFolderRequestSchema,
  todoPaths,
  todoSchema,
  todosQuerySchema,
  toggleTodoLabelRequestSchema,
} from './contract.ts';
import type {
  DeleteTodosRequest,
  SetTodoFolderRequest,
  Todo,
  TodoFilter,
  TodoFilterHandle,
  TodoFolder,
  TodoLabel,
  TodosQuery,
  ToggleTodoLabelRequest,
} from './contract.ts';
import { todoFilters, todoFolders, todoLabels, todoSampleData } from './sample-data.ts';

export type TodoState = {
  todos: Todo[];
  folders: TodoFolder[];
  filters: TodoFilter[];
  labels: TodoLabel[];
};

export function createTodoState(today = new Date()): TodoState {
  return structuredClone({
    todos: todoSampleData(today),
    folders: todoFolders,
    filters: todoFilters,
    labels: todoLabels,
  });
}

/** Whether a to-do that is not deleted shows under the filter (see `TODO_FILTERS`). */
const FILTER_RULES: Record<TodoFilterHandle, (todo: Todo, today: Date) => boolean> = {
  starred: (todo) => todo.starred,
  important: (todo) => todo.important,
  completed: (todo) => todo.completed,
  deleted: () => false,
  dueDate: (todo) => todo.dueDate !== null,
  today: (todo, today) =>
    [todo.startDate, todo.dueDate].some((date) => date !== null && isSameLocalDay(date, today)),
};

function isFilterHandle(handle: string): handle is TodoFilterHandle {
  return handle in FILTER_RULES;
}

/**
 * The to-dos a list shows (section 7): with `labelHandle`, those with the label; else with
 * `filterHandle` `deleted`, the deleted ones, with another filter those it selects; else those
 * in `folderHandle` (`all`: every one). Only the `deleted` filter shows deleted to-dos.
 */
export function listTodos(state: TodoState, query: TodosQuery, today = new Date()): Todo[] {
  const live = state.todos.filter((todo) => !todo.deleted);
  if (query.labelHandle !== undefined) {
    const label = findByHandle(state.labels, query.labelHandle, 'to-do label');
    return live.filter((todo) => todo.labels.includes(label.id));
  }
  if (query.filterHandle !== undefined) {
    const { handle } = findByHandle(state.filters, query.filterHandle, 'to-do filter');
    if (handle === 'deleted') return state.todos.filter((todo) => todo.deleted);
    const rule = isFilterHandle(handle) ? FILTER_RULES[handle] : () => false;
    return live.filter((todo) => rule(todo, today));
  }
  const folder = findByHandle(state.folders, query.folderHandle ?? 'all', 'to-do folder');
  return folder.handle === 'all' ? live : live.filter((todo) => todo.folder === folder.id);
}

function checkReferences(state: TodoState, todo: Pick<Todo, 'labels' | 'folder'>): void {
  for (const id of todo.labels) findByNumber(state.labels, id, 'to-do label');
  if (todo.folder !== undefined) findByNumber(state.folders, todo.folder, 'to-do folder');
}

/** Replaces the whole to-do by id (flags included); answers it. */
export function updateTodo(state: TodoState, todo: Todo): Todo {
  checkReferences(state, todo);
  return replaceById(state.todos, { ...todo, labels: unique(todo.labels) }, 'to-do');
}

/** Adds the to-do with a new id at the front of the list; answers it. */
export function newTodo(state: TodoState, draft: Omit<Todo, 'id'>): Todo {
  checkReferences(state, draft);
  const todo: Todo = {
    ...draft,
    labels: unique(draft.labels),
    id: newId(state.todos.map((item) => item.id)),
  };
  state.todos.unshift(todo);
  return todo;
}

/** Marks the to-do deleted (it shows under the Deleted filter only); answers its id. */
export function removeTodo(state: TodoState, id: string): string {
  findById(state.todos, id, 'to-do').deleted = true;
  return id;
}

/** Puts the selected to-dos into the folder; answers them. */
export function setTodoFolder(state: TodoState, request: SetTodoFolderRequest): Todo[] {
  const folder = findByNumber(state.folders, request.folderId, 'to-do folder');
  const todos = findAllById(state.todos, unique(request.selectedTodoIds), 'to-do');
  for (const todo of todos) todo.folder = folder.id;
  return todos;
}

/** On each selected to-do, adds the label when it is absent and removes it when present. */
export function toggleTodoLabel(state: TodoState, request: ToggleTodoLabelRequest): Todo[] {
  const label = findByNumber(state.labels, request.labelId, 'to-do label');
  const todos = findAllById(state.todos, unique(request.selectedTodoIds), 'to-do');
  for (const todo of todos) {
    todo.labels = todo.labels.includes(label.id)
      ? todo.labels.filter((id) => id !== label.id)
      : [...todo.labels, label.id];
  }
  return todos;
}

/** Deletes the selected to-dos for good; answers their ids. */
export function deleteTodos(state: TodoState, request: DeleteTodosRequest): string[] {
  const ids = unique(request.selectedTodoIds);
  findAllById(state.todos, ids, 'to-do');
  state.todos = state.todos.filter((todo) => !ids.includes(todo.id));
  return ids;
}

export function createHandlers(state = createTodoState()): HttpHandler[] {
  return [
    getCall(todoPaths.todos, todosQuerySchema, (query) => listTodos(state, query)),
    postCall(todoPaths.updateTodo, todoSchema, (todo) => updateTodo(state, todo)),
    postCall(todoPaths.newTodo, newTodoSchema, (draft) => newTodo(state, draft)),
    postCall(todoPaths.removeTodo, removeTodoRequestSchema, ({ id }) => removeTodo(state, id)),
    postCall(todoPaths.setFolder, setTodoFolderRequestSchema, (request) =>
      setTodoFolder(state, request),
    ),
    postCall(todoPaths.toggleLabel, toggleTodoLabelRequestSchema, (request) =>
      toggleTodoLabel(state, request),
    ),
    postCall(todoPaths.deleteTodos, deleteTodosRequestSchema, (request) =>
      deleteTodos(state, request),
    ),
    getCall(todoPaths.filters, noQuery, () => state.filters),
    getCall(todoPaths.labels, noQuery, () => state.labels),
    getCall(todoPaths.folders, noQuery, () => state.folders),
  ];
}
