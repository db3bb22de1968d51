import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.todo;

/** Paths of the to-do calls (section 7). */
export const todoPaths = {
  todos: `${base}/todos`,
  updateTodo: `${base}/update-todo`,
  newTodo: `${base}/new-todo`,
  removeTodo: `${base}/remove-todo`,
  setFolder: `${base}/set-folder`,
  toggleLabel: `${base}/toggle-label`,
  deleteTodos: `${base}/delete-todos`,
  filters: `${base}/filters`,
  labels: `${base}/labels`,
  folders: `${base}/folders`,
} as const;

/**
 * Filter handles and titles fixed by the specification ('Sheduled' is spelled as specified).
 * - `starred`, `important`, `completed`: that flag is true; `deleted`: the deleted to-dos.
 * - `dueDate`: it has a due date; `today`: it starts or is due on today's date (local time).
 * Every filter but `deleted` leaves deleted to-dos out.
 */
export const TODO_FILTERS = [
  { handle: 'starred', title: 'Starred' },
  { handle: 'important', title: 'Priority' },
  { handle: 'dueDate', title: 'Sheduled' },
  { handle: 'today', title: 'Today' },
  { handle: 'completed', title: 'Done' },
  { handle: 'deleted', title: 'Deleted' },
] as const;
export type TodoFilterHandle = (typeof TODO_FILTERS)[number]['handle'];

/** Label handles fixed by the specification. */
export const TODO_LABEL_HANDLES = ['frontend', 'backend', 'api', 'issue', 'mobile'] as const;

/** A folder or filter of the sidebar; `icon` is a Material icon name. */
export const todoFolderSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  icon: z.string(),
});
export type TodoFolder = z.infer<typeof todoFolderSchema>;
export const todoFilterSchema = todoFolderSchema;
export type TodoFilter = TodoFolder;

/** A label; `color` is a CSS colour. */
export const todoLabelSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  color: z.string(),
});
export type TodoLabel = z.infer<typeof todoLabelSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** A to-do. Dates are ISO 8601 date-times or null; `labels` are label ids, `folder` a folder id. */
export const todoSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  notes: z.string(),
  startDate: isoTime.nullable(),
  dueDate: isoTime.nullable(),
  completed: z.boolean(),
  starred: z.boolean(),
  important: z.boolean(),
  deleted: z.boolean(),
  labels: z.array(z.number().int()),
  folder: z.number().int().optional(),
});
export type Todo = z.infer<typeof todoSchema>;

export const todoListSchema = z.array(todoSchema);

/** Body of `POST new-todo`: a to-do without id; left-out fields take these defaults. */
export const newTodoSchema = z.object({
  title: z.string(),
  notes: z.string().default(''),
  startDate: isoTime.nullable().default(null),
  dueDate: isoTime.nullable().default(null),
  completed: z.boolean().default(false),
  starred: z.boolean().default(false),
  important: z.boolean().default(false),
  deleted: z.boolean().default(false),
  labels: z.array(z.number().int()).default([]),
  folder: z.number().int().optional(),
});
export type NewTodo = z.input<typeof newTodoSchema>;

/**
 * Query of `GET todos`: `labelHandle`, else `filterHandle`, else `folderHandle` (default `all`)
 * chooses the to-dos. An unknown handle answers 404.
 */
export const todosQuerySchema = z.object({
  labelHandle: z.string().min(1).optional(),
  filterHandle: z.string().min(1).optional(),
  folderHandle: z.string().min(1).optional(),
});
export type TodosQuery = z.infer<typeof todosQuerySchema>;

/** Body of `POST remove-todo`; answers the id. */
export const removeTodoRequestSchema = z.object({ id: z.string().min(1) });
export type RemoveTodoRequest = z.infer<typeof removeTodoRequestSchema>;

const selectedTodoIds = z.array(z.string()).min(1);

/** Body of `POST set-folder`; answers the moved to-dos. */
export const setTodoFolderRequestSchema = z.object({
  selectedTodoIds,
  folderId: z.number().int(),
});
export type SetTodoFolderRequest = z.infer<typeof setTodoFolderRequestSchema>;

/** Body of `POST toggle-label`; answers the changed to-dos. */
export const toggleTodoLabelRequestSchema = z.object({
  selectedTodoIds,
  labelId: z.number().int(),
});
export type ToggleTodoLabelRequest = z.infer<typeof toggleTodoLabelRequestSchema>;

/** Body of `POST delete-todos` (deletes for good); answers the ids. */
export const deleteTodosRequestSchema = z.object({ selectedTodoIds });
export type DeleteTodosRequest = z.infer<typeof deleteTodosRequestSchema>;

export const todoIdSchema = z.string();
export const todoIdsSchema = z.array(z.string());
