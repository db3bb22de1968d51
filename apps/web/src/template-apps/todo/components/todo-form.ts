import type { NewTodo, Todo } from '@flockbook/mock-api/todo';
import type { TodoTexts } from '../locales/en.ts';
import { fromDateInput, toDateInput } from '../../../lib/date-input.ts';

/** What the dialog edits: dates as `YYYY-MM-DD` date-field values. */
export type TodoForm = {
  title: string;
  notes: string;
  startDate: string;
  dueDate: string;
  labels: number[];
  completed: boolean;
  starred: boolean;
  important: boolean;
};

export const EMPTY_FORM: TodoForm = {
  title: '',
  notes: '',
  startDate: '',
  dueDate: '',
  labels: [],
  completed: false,
  starred: false,
  important: false,
};

export function formOf(todo: Todo): TodoForm {
  return {
    title: todo.title,
    notes: todo.notes,
    startDate: toDateInput(todo.startDate),
    dueDate: toDateInput(todo.dueDate),
    labels: todo.labels,
    completed: todo.completed,
    starred: todo.starred,
    important: todo.important,
  };
}

export type FormProblems = Partial<Record<'title' | 'dueDate', string>>;

export function checkForm(form: TodoForm, texts: TodoTexts): FormProblems {
  const problems: FormProblems = {};
  if (form.title.trim() === '') problems.title = texts.dialog.titleRequired;
  if (form.startDate && form.dueDate && form.dueDate < form.startDate) {
    problems.dueDate = texts.dialog.dueBeforeStart;
  }
  return problems;
}

/** The `new-todo` body of a filled-in form. */
export function newTodoOf(form: TodoForm): NewTodo {
  return {
    title: form.title.trim(),
    notes: form.notes,
    startDate: fromDateInput(form.startDate),
    dueDate: fromDateInput(form.dueDate),
    labels: form.labels,
    completed: form.completed,
    starred: form.starred,
    important: form.important,
  };
}

/** The whole to-do for `update-todo`: the form over the stored one (deleted and folder kept). */
export function updatedTodoOf(todo: Todo, form: TodoForm): Todo {
  return { ...todo, ...newTodoOf(form), deleted: todo.deleted } as Todo;
}
