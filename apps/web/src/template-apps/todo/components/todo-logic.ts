import type { Todo } from '@flockbook/mock-api/todo';
import type { TodoListKey } from '../api/todo-api.ts';

export const TODO_BASE = '/apps/todo';
export const TODO_SORTS = ['manual', 'startDate', 'dueDate', 'title'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];

/** The url of a list, and of a to-do opened in it. */
export function todoListPath(key: TodoListKey, todoId?: string): string {
  const list =
    key.kind === 'folder'
      ? `${TODO_BASE}/${encodeURIComponent(key.handle)}`
      : `${TODO_BASE}/${key.kind}/${encodeURIComponent(key.handle)}`;
  return todoId === undefined ? list : `${list}/${encodeURIComponent(todoId)}`;
}

export function listKeyOf(params: {
  folderHandle?: string | undefined;
  labelHandle?: string | undefined;
  filterHandle?: string | undefined;
}): TodoListKey {
  if (params.labelHandle) return { kind: 'label', handle: params.labelHandle };
  if (params.filterHandle) return { kind: 'filter', handle: params.filterHandle };
  return { kind: 'folder', handle: params.folderHandle ?? 'all' };
}

/** To-dos whose title or notes contain the search, case-insensitive. */
export function searchTodos(todos: readonly Todo[], search: string): Todo[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...todos];
  return todos.filter((todo) =>
    `${todo.title}\n${todo.notes}`.toLocaleLowerCase().includes(needle),
  );
}

/** Sorted by a date (to-dos without one last) or by title; `manual` keeps the order given. */
export function sortTodos(todos: readonly Todo[], sort: TodoSort, language: string): Todo[] {
  const list = [...todos];
  if (sort === 'manual') return list;
  if (sort === 'title') {
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    return list.sort((a, b) => collator.compare(a.title, b.title));
  }
  const time = (todo: Todo) => {
    const value = todo[sort];
    return value === null ? Number.POSITIVE_INFINITY : Date.parse(value);
  };
  return list.sort((a, b) => time(a) - time(b));
}

/**
 * The user's own order of a list (kept in the tab, like the mock's state): to-dos it does not
 * know yet, such as a new one, come first in the server's order, then the ordered ones.
 */
export function applyOrder(todos: readonly Todo[], order: readonly string[] | undefined): Todo[] {
  if (!order || order.length === 0) return [...todos];
  const rank = new Map(order.map((id, index) => [id, index]));
  const unknown = todos.filter((todo) => !rank.has(todo.id));
  const known = todos
    .filter((todo) => rank.has(todo.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...unknown, ...known];
}

export function formatTodoDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}
