import { beforeEach, describe, expect, it } from 'vitest';
import { isSameLocalDay } from '../../platform/dates.ts';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  todoFolderSchema,
  todoIdSchema,
  todoIdsSchema,
  todoLabelSchema,
  todoListSchema,
  todoPaths,
  todoSchema,
} from './contract.ts';
import type { NewTodo, Todo } from './contract.ts';
import { createHandlers, createTodoState } from './handlers.ts';

let call = callerOf(createHandlers());
let sample: Todo[] = [];
beforeEach(() => {
  const state = createTodoState();
  sample = structuredClone(state.todos);
  call = callerOf(createHandlers(state));
});

const todos = (query = '') => call.get(`${todoPaths.todos}${query}`, todoListSchema);
const ids = (list: Todo[]) => list.map((todo) => todo.id);
const live = () => sample.filter((todo) => !todo.deleted);

async function expectProblem(path: string, status: number, body?: unknown): Promise<void> {
  const answer = await call.raw(path, body === undefined ? undefined : { body });
  expect(answer.status).toBe(status);
  expect(mockProblemSchema.parse(answer.body).status).toBe(status);
}

describe('to-do folders, filters and labels', () => {
  it('answers folder All, the six filters with their titles and the five labels', async () => {
    const folders = await call.get(todoPaths.folders, todoFolderSchema.array());
    const filters = await call.get(todoPaths.filters, todoFolderSchema.array());
    const labels = await call.get(todoPaths.labels, todoLabelSchema.array());

    expect(folders.map(({ handle, title }) => [handle, title])).toEqual([['all', 'All']]);
    expect(filters.map(({ handle, title }) => [handle, title])).toEqual([
      ['starred', 'Starred'],
      ['important', 'Priority'],
      ['dueDate', 'Sheduled'],
      ['today', 'Today'],
      ['completed', 'Done'],
      ['deleted', 'Deleted'],
    ]);
    expect(new Set(filters.map((filter) => filter.id)).size).toBe(6);
    expect(labels.map((label) => label.handle)).toEqual([
      'frontend',
      'backend',
      'api',
      'issue',
      'mobile',
    ]);
    expect(new Set(labels.map((label) => label.color)).size).toBe(5);
  });
});

describe('to-do sample data', () => {
  it('has something under every filter and label, and deleted to-dos', async () => {
    for (const handle of ['starred', 'important', 'dueDate', 'today', 'completed', 'deleted']) {
      expect((await todos(`?filterHandle=${handle}`)).length).toBeGreaterThan(0);
    }
    for (const handle of ['frontend', 'backend', 'api', 'issue', 'mobile']) {
      expect((await todos(`?labelHandle=${handle}`)).length).toBeGreaterThan(0);
    }
    expect(new Set(ids(sample)).size).toBe(sample.length);
    expect(sample.some((todo) => todo.dueDate === null)).toBe(true);
  });
});

describe('GET todos', () => {
  it('answers every to-do not deleted for folder all, the default', async () => {
    expect(await todos()).toEqual(live());
    expect(await todos('?folderHandle=all')).toEqual(live());
  });

  it('answers the to-dos with a label, not deleted', async () => {
    const issue = await todos('?labelHandle=issue&filterHandle=deleted');

    expect(issue).toEqual(live().filter((todo) => todo.labels.includes(3)));
    expect(sample.some((todo) => todo.deleted && todo.labels.includes(3))).toBe(true);
  });

  it('answers the deleted to-dos for filter deleted only', async () => {
    expect(await todos('?filterHandle=deleted')).toEqual(sample.filter((todo) => todo.deleted));
  });

  it('answers the to-dos whose flag is true and not deleted for the flag filters', async () => {
    for (const flag of ['starred', 'important', 'completed'] as const) {
      expect(await todos(`?filterHandle=${flag}`)).toEqual(live().filter((todo) => todo[flag]));
    }
    expect(sample.some((todo) => todo.deleted && todo.important)).toBe(true);
  });

  it('answers to-dos with a due date for dueDate, and those starting or due today for today', async () => {
    const now = new Date();
    expect(await todos('?filterHandle=dueDate')).toEqual(
      live().filter((todo) => todo.dueDate !== null),
    );
    const onToday = (date: string | null) => date !== null && isSameLocalDay(date, now);
    const today = await todos('?filterHandle=today');
    expect(today).toEqual(
      live().filter((todo) => onToday(todo.startDate) || onToday(todo.dueDate)),
    );
    expect(today.length).toBeLessThan(live().length);
  });

  it('answers 404 for unknown handles', async () => {
    await expectProblem(`${todoPaths.todos}?folderHandle=work`, 404);
    await expectProblem(`${todoPaths.todos}?filterHandle=archived`, 404);
    await expectProblem(`${todoPaths.todos}?labelHandle=design`, 404);
  });
});

describe('POST new-todo', () => {
  it('adds the to-do with a new id at the front and answers it', async () => {
    const draft: NewTodo = {
      title: 'Top up the footbath disinfectant',
      starred: true,
      labels: [0],
    };

    const created = await call.post(todoPaths.newTodo, { ...draft, id: sample[0]?.id }, todoSchema);

    expect(created).toMatchObject({ ...draft, notes: '', completed: false, deleted: false });
    expect(created.startDate).toBeNull();
    expect(ids(sample)).not.toContain(created.id);
    expect((await todos())[0]).toEqual(created);
    expect((await todos('?filterHandle=starred'))[0]).toEqual(created);
  });

  it('gives each new to-do its own id', async () => {
    const first = await call.post(todoPaths.newTodo, { title: 'One' }, todoSchema);
    const second = await call.post(todoPaths.newTodo, { title: 'Two' }, todoSchema);

    expect(first.id).not.toBe(second.id);
    expect(ids((await todos()).slice(0, 2))).toEqual([second.id, first.id]);
  });

  it('refuses a to-do without a title or with an unknown label', async () => {
    await expectProblem(todoPaths.newTodo, 400, { notes: 'no title' });
    await expectProblem(todoPaths.newTodo, 404, { title: 'x', labels: [9] });
    expect(await todos()).toEqual(live());
  });
});

describe('POST update-todo', () => {
  it('replaces the whole to-do by id, flags included, and answers it', async () => {
    const before = required(live().find((todo) => !todo.completed && todo.starred));
    const after: Todo = { ...before, title: 'Renamed', completed: true, starred: false };

    expect(await call.post(todoPaths.updateTodo, after, todoSchema)).toEqual(after);

    expect((await todos()).find((todo) => todo.id === before.id)).toEqual(after);
    expect(ids(await todos('?filterHandle=completed'))).toContain(before.id);
    expect(ids(await todos('?filterHandle=starred'))).not.toContain(before.id);
  });

  it('restores a deleted to-do when the update says it is not deleted', async () => {
    const deleted = required(sample.find((todo) => todo.deleted));

    await call.post(todoPaths.updateTodo, { ...deleted, deleted: false }, todoSchema);

    expect(ids(await todos())).toContain(deleted.id);
    expect(ids(await todos('?filterHandle=deleted'))).not.toContain(deleted.id);
  });

  it('answers 404 for an unknown to-do', async () => {
    await expectProblem(todoPaths.updateTodo, 404, { ...required(sample[0]), id: 'ffffffff' });
  });
});

describe('POST remove-todo', () => {
  it('marks the to-do deleted: it shows under Deleted only', async () => {
    const target = required(live().find((todo) => todo.starred && todo.labels.length > 0));

    expect(await call.post(todoPaths.removeTodo, { id: target.id }, todoIdSchema)).toBe(target.id);

    const visible = [
      '',
      '?filterHandle=starred',
      '?filterHandle=important',
      '?filterHandle=dueDate',
      '?filterHandle=today',
      '?filterHandle=completed',
      ...target.labels.map(
        (id) => `?labelHandle=${['frontend', 'backend', 'api', 'issue', 'mobile'][id]}`,
      ),
    ];
    for (const query of visible) expect(ids(await todos(query))).not.toContain(target.id);
    expect(await todos('?filterHandle=deleted')).toContainEqual({ ...target, deleted: true });
  });

  it('answers 404 for an unknown to-do', async () => {
    await expectProblem(todoPaths.removeTodo, 404, { id: 'ffffffff' });
  });
});

describe('POST set-folder, toggle-label and delete-todos', () => {
  it('assigns the folder to the selected to-dos', async () => {
    const [a, b] = live();
    const selectedTodoIds = [required(a).id, required(b).id];

    const moved = await call.post(
      todoPaths.setFolder,
      { selectedTodoIds, folderId: 0 },
      todoListSchema,
    );

    expect(moved.map((todo) => [todo.id, todo.folder])).toEqual(
      selectedTodoIds.map((id) => [id, 0]),
    );
    await expectProblem(todoPaths.setFolder, 404, { selectedTodoIds, folderId: 1 });
  });

  it('adds a label where absent, removes it where present; twice restores the to-dos', async () => {
    const carrying = required(live().find((todo) => todo.labels.includes(1)));
    const lacking = required(live().find((todo) => !todo.labels.includes(1)));
    const request = { selectedTodoIds: [carrying.id, lacking.id], labelId: 1 };

    await call.post(todoPaths.toggleLabel, request, todoListSchema);

    const backend = ids(await todos('?labelHandle=backend'));
    expect(backend).toContain(lacking.id);
    expect(backend).not.toContain(carrying.id);

    await call.post(todoPaths.toggleLabel, request, todoListSchema);

    expect(await todos()).toEqual(live());
  });

  it('deletes the selected to-dos for good, from Deleted too', async () => {
    const deleted = sample.filter((todo) => todo.deleted).map((todo) => todo.id);

    expect(
      await call.post(todoPaths.deleteTodos, { selectedTodoIds: deleted }, todoIdsSchema),
    ).toEqual(deleted);

    expect(await todos('?filterHandle=deleted')).toEqual([]);
    await expectProblem(todoPaths.removeTodo, 404, { id: deleted[0] });
    await expectProblem(todoPaths.deleteTodos, 404, { selectedTodoIds: deleted });
  });
});
