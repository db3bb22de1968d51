import type {
  NewTodo,
  Todo,
  TodoFilter,
  TodoFolder,
  TodoLabel,
  TodosQuery,
} from '@flockbook/mock-api/todo';
import { todoPaths } from '@flockbook/mock-api/todo';
import { api } from '../../../lib/api-client.ts';

/** Which to-dos a list shows: exactly one of the three handles (section 7). */
export type TodoListKey = { kind: 'folder' | 'filter' | 'label'; handle: string };

export function todosQueryOf(key: TodoListKey): TodosQuery {
  if (key.kind === 'label') return { labelHandle: key.handle };
  if (key.kind === 'filter') return { filterHandle: key.handle };
  return { folderHandle: key.handle };
}

export const fetchTodos = (key: TodoListKey, signal?: AbortSignal) =>
  api.get<Todo[]>(todoPaths.todos, { query: todosQueryOf(key), signal });

export const fetchTodoFolders = (signal?: AbortSignal) =>
  api.get<TodoFolder[]>(todoPaths.folders, { signal });

export const fetchTodoFilters = (signal?: AbortSignal) =>
  api.get<TodoFilter[]>(todoPaths.filters, { signal });

export const fetchTodoLabels = (signal?: AbortSignal) =>
  api.get<TodoLabel[]>(todoPaths.labels, { signal });

export const updateTodo = (todo: Todo) => api.post<Todo>(todoPaths.updateTodo, todo);

export const createTodo = (todo: NewTodo) => api.post<Todo>(todoPaths.newTodo, todo);

export const removeTodo = (id: string) => api.post<string>(todoPaths.removeTodo, { id });

export const deleteTodos = (selectedTodoIds: string[]) =>
  api.post<string[]>(todoPaths.deleteTodos, { selectedTodoIds });
