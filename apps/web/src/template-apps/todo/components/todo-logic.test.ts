import type { Todo } from '@flockbook/mock-api/todo';
import { describe, expect, it } from 'vitest';
import { todoEn } from '../locales/en.ts';
import { sidebarTitle } from '../locales/use-todo-texts.ts';
import { todoTr } from '../locales/tr.ts';
import { initialFormFor } from './todo-app.tsx';
import { checkForm, EMPTY_FORM, formOf, newTodoOf, updatedTodoOf } from './todo-form.ts';
import { applyOrder, listKeyOf, searchTodos, sortTodos, todoListPath } from './todo-logic.ts';
import { fromDateInput, toDateInput } from '../../../lib/date-input.ts';
import { moveId } from '../../../lib/list-ids.ts';

const todo = (
  id: string,
  title: string,
  startDate: string | null = null,
  dueDate: string | null = null,
): Todo => ({
  id,
  title,
  notes: `notes of ${title}`,
  startDate,
  dueDate,
  completed: false,
  starred: false,
  important: false,
  deleted: false,
  labels: [],
});

const a = todo('a', 'Order wood shavings', '2026-11-03T00:00:00.000Z', null);
const b = todo('b', 'approve salaries', '2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
const c = todo('c', 'Call the hatchery', null, '2026-11-10T00:00:00.000Z');

describe('sorting and searching', () => {
  it('sorts by start date and due date with undated tasks last, and by title', () => {
    expect(sortTodos([a, b, c], 'startDate', 'en').map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(sortTodos([a, b, c], 'dueDate', 'en').map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(sortTodos([a, b, c], 'title', 'en').map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect(sortTodos([a, b, c], 'manual', 'en').map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('searches title and notes', () => {
    expect(searchTodos([a, b, c], 'HATCHERY').map((x) => x.id)).toEqual(['c']);
    expect(searchTodos([a, b, c], 'notes of approve').map((x) => x.id)).toEqual(['b']);
    expect(searchTodos([a, b, c], '  ')).toHaveLength(3);
  });
});

describe('the user order', () => {
  it('moves an id and applies the order, unknown (new) tasks first', () => {
    const order = moveId(['a', 'b', 'c'], 0, 2);
    expect(order).toEqual(['b', 'c', 'a']);
    const d = todo('d', 'New');
    expect(applyOrder([d, a, b, c], order).map((x) => x.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(applyOrder([a, b], undefined).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('routes', () => {
  it('maps routes to lists and back', () => {
    expect(listKeyOf({})).toEqual({ kind: 'folder', handle: 'all' });
    expect(listKeyOf({ filterHandle: 'deleted' })).toEqual({ kind: 'filter', handle: 'deleted' });
    expect(todoListPath({ kind: 'label', handle: 'api' }, 'x1')).toBe('/apps/todo/label/api/x1');
  });

  it('keeps the specified English titles and translates them by handle', () => {
    expect(sidebarTitle(todoEn, { handle: 'dueDate', title: 'Sheduled' })).toBe('Sheduled');
    expect(sidebarTitle(todoTr, { handle: 'important', title: 'Priority' })).toBe('Öncelikli');
  });
});

describe('the form', () => {
  it('round-trips local dates', () => {
    const iso = fromDateInput('2026-11-24');
    expect(iso).not.toBeNull();
    expect(toDateInput(iso)).toBe('2026-11-24');
    expect(fromDateInput('')).toBeNull();
  });

  it('needs a title and a due date not before the start', () => {
    expect(checkForm(EMPTY_FORM, todoEn).title).toBe('Enter a title');
    expect(
      checkForm(
        { ...EMPTY_FORM, title: 'x', startDate: '2026-11-24', dueDate: '2026-11-20' },
        todoEn,
      ).dueDate,
    ).toBe(todoEn.dialog.dueBeforeStart);
  });

  it('builds the new-todo body and the whole updated to-do, keeping deleted', () => {
    const form = { ...formOf(b), title: ' Approve ', starred: true, dueDate: '' };
    expect(newTodoOf(form)).toMatchObject({ title: 'Approve', starred: true, dueDate: null });
    const deleted = updatedTodoOf({ ...b, deleted: true }, form);
    expect(deleted).toMatchObject({ id: 'b', deleted: true, title: 'Approve', dueDate: null });
  });

  it('starts a new task with the open list: its label, its flag, or today', () => {
    expect(initialFormFor({ kind: 'label', handle: 'api' }, 2).labels).toEqual([2]);
    expect(initialFormFor({ kind: 'filter', handle: 'starred' }, undefined).starred).toBe(true);
    const now = new Date(2026, 10, 24, 15);
    expect(initialFormFor({ kind: 'filter', handle: 'today' }, undefined, now).dueDate).toBe(
      '2026-11-24',
    );
    expect(initialFormFor({ kind: 'folder', handle: 'all' }, undefined)).toEqual(EMPTY_FORM);
  });
});
