import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  boardSchema,
  boardSettingsSchema,
  boardSummariesSchema,
  boardSummarySchema,
  cardIdAnswerSchema,
  cardSchema,
  listsSchema,
  scrumboardPaths as paths,
  titleAnswerSchema,
  trueAnswerSchema,
  UNKNOWN_BOARD_MESSAGE,
} from './contract.ts';
import type { Board } from './contract.ts';
import { createHandlers, createScrumboardState } from './handlers.ts';

let call = callerOf(createHandlers());
let sample: Board[] = [];
beforeEach(() => {
  const state = createScrumboardState();
  sample = structuredClone(state.boards);
  call = callerOf(createHandlers(state));
});

const house3 = () => required(sample[0]);
const board = (boardId: string) =>
  call.get(`${paths.board}?boardId=${encodeURIComponent(boardId)}`, boardSchema);

async function expectProblem(path: string, status: number, body: unknown): Promise<string> {
  const answer = await call.raw(path, { body });
  expect(answer.status).toBe(status);
  const problem = mockProblemSchema.parse(answer.body);
  expect(problem.status).toBe(status);
  expect(problem.detail.length).toBeGreaterThan(0);
  return problem.detail;
}

describe('boards', () => {
  it('GET boards answers id, name and uri of the three sample boards', async () => {
    const boards = await call.get(paths.boards, boardSummariesSchema);
    expect(boards.map((entry) => entry.name)).toEqual([
      'House 3 renovation',
      'Spring flock planning',
      'Website',
    ]);
    for (const entry of boards) expect(Object.keys(entry).sort()).toEqual(['id', 'name', 'uri']);
  });

  it('GET board answers the whole board, each card in exactly one list', async () => {
    for (const { id } of sample) {
      const full = await board(id);
      const placed = full.lists.flatMap((list) => list.idCards);
      expect(placed.sort()).toEqual(full.cards.map((card) => card.id).sort());
    }
    const cards = sample.flatMap((entry) => entry.cards);
    expect(cards.some((card) => card.checklists.length > 0)).toBe(true);
    expect(cards.some((card) => card.activities.some((a) => a.type === 'comment'))).toBe(true);
    const attachments = cards.flatMap((card) => card.attachments);
    expect(attachments.some((a) => a.type === 'link')).toBe(true);
    for (const a of attachments) if (a.type === 'image') expect(a.src).toMatch(/^data:image\//);
  });

  it('answers 404 "Requested board do not exist" for an unknown board on every call', async () => {
    const answer = await call.raw(`${paths.board}?boardId=nowhere`);
    expect(answer.status).toBe(404);
    expect(mockProblemSchema.parse(answer.body).detail).toBe(UNKNOWN_BOARD_MESSAGE);
    const bodies: [string, object][] = [
      [paths.renameBoard, { boardTitle: 'X' }],
      [paths.updateSettings, { settings: {} }],
      [paths.deleteBoard, {}],
      [paths.newCard, { listId: 'li-h3-todo', data: { name: 'X' } }],
      [paths.newList, { data: { name: 'X' } }],
      [paths.renameList, { listId: 'li-h3-todo', listTitle: 'X' }],
      [paths.removeList, { listId: 'li-h3-todo' }],
      [paths.updateCard, { card: { id: 'c-roof' } }],
      [paths.removeCard, { cardId: 'c-roof' }],
      [paths.orderCards, { lists: [] }],
      [paths.orderLists, { lists: [] }],
    ];
    for (const [path, body] of bodies) {
      expect(await expectProblem(path, 404, { boardId: 'nowhere', ...body })).toBe(
        UNKNOWN_BOARD_MESSAGE,
      );
    }
  });

  it('board/new answers id, name and uri of an empty board that GET board then holds', async () => {
    const created = await call.post(
      paths.newBoard,
      { board: { name: 'Feed mill visit' } },
      boardSummarySchema,
    );
    expect(created).toEqual({ id: created.id, name: 'Feed mill visit', uri: 'feed-mill-visit' });
    const full = await board(created.id);
    expect(full.lists).toEqual([]);
    expect(full.members.length).toBeGreaterThan(0);
    expect((await call.get(paths.boards, boardSummariesSchema)).at(-1)).toEqual(created);
    const untitled = await call.post(paths.newBoard, {}, boardSummarySchema);
    expect(untitled.id).not.toBe(created.id);
  });

  it('board/rename answers the title; settings merge; board/delete answers true', async () => {
    const { id } = house3();
    expect(
      await call.post(paths.renameBoard, { boardId: id, boardTitle: 'House 3' }, titleAnswerSchema),
    ).toBe('House 3');
    expect(await board(id)).toMatchObject({ name: 'House 3', uri: 'house-3' });
    await expectProblem(paths.renameBoard, 400, { boardId: id, boardTitle: '  ' });

    const settings = await call.post(
      paths.updateSettings,
      { boardId: id, settings: { color: 'red', cardCoverImages: false } },
      boardSettingsSchema,
    );
    expect(settings).toEqual({ color: 'red', subscribed: true, cardCoverImages: false });
    expect((await board(id)).settings).toEqual(settings);

    expect(await call.post(paths.deleteBoard, { boardId: id }, trueAnswerSchema)).toBe(true);
    expect((await call.raw(`${paths.board}?boardId=${id}`)).status).toBe(404);
  });
});

describe('lists', () => {
  it('list/new answers the lists with the new one last; list/rename answers the title', async () => {
    const { id } = house3();
    const lists = await call.post(
      paths.newList,
      { boardId: id, data: { name: 'Waiting' } },
      listsSchema,
    );
    const added = required(lists.at(-1));
    expect(added).toMatchObject({ name: 'Waiting', idCards: [] });
    expect(lists).toHaveLength(house3().lists.length + 1);
    expect(
      await call.post(
        paths.renameList,
        { boardId: id, listId: added.id, listTitle: 'On hold' },
        titleAnswerSchema,
      ),
    ).toBe('On hold');
    expect((await board(id)).lists.at(-1)?.name).toBe('On hold');
    await expectProblem(paths.renameList, 404, { boardId: id, listId: 'x', listTitle: 'A' });
  });

  it('list/remove answers true and takes the list’s cards with it', async () => {
    const { id } = house3();
    const todo = required(house3().lists[0]);
    expect(
      await call.post(paths.removeList, { boardId: id, listId: todo.id }, trueAnswerSchema),
    ).toBe(true);
    const full = await board(id);
    expect(full.lists.map((list) => list.id)).not.toContain(todo.id);
    for (const cardId of todo.idCards) expect(full.cards.map((c) => c.id)).not.toContain(cardId);
  });
});

describe('cards', () => {
  it('card/new puts the card at the end of the list and answers the updated board', async () => {
    const { id } = house3();
    const updated = await call.post(
      paths.newCard,
      { boardId: id, listId: 'li-h3-done', data: { name: 'Paint the doors' } },
      boardSchema,
    );
    const created = required(updated.cards.at(-1));
    expect(created).toMatchObject({ name: 'Paint the doors', checklists: [], due: null });
    expect(updated.lists.find((list) => list.id === 'li-h3-done')?.idCards.at(-1)).toBe(created.id);
    expect(await board(id)).toEqual(updated);
    await expectProblem(paths.newCard, 404, { boardId: id, listId: 'x', data: { name: 'A' } });
    await expectProblem(paths.newCard, 400, { boardId: id, listId: 'li-h3-done', data: {} });
  });

  it('card/update merges the given fields and answers the card', async () => {
    const { id } = house3();
    const roof = required(house3().cards.find((card) => card.id === 'c-roof'));
    const checklists = roof.checklists.map((list) => ({
      ...list,
      checkItems: list.checkItems.map((item) => ({ ...item, checked: true })),
    }));
    const answer = await call.post(
      paths.updateCard,
      { boardId: id, card: { id: roof.id, checklists, idAttachmentCover: null } },
      cardSchema,
    );
    expect(answer).toEqual({ ...roof, checklists, idAttachmentCover: null });
    expect((await board(id)).cards.find((card) => card.id === roof.id)).toEqual(answer);
  });

  it('card/update refuses labels, members or covers the board does not have', async () => {
    const { id } = house3();
    await expectProblem(paths.updateCard, 404, {
      boardId: id,
      card: { id: 'c-roof', idLabels: ['x'] },
    });
    await expectProblem(paths.updateCard, 404, {
      boardId: id,
      card: { id: 'c-roof', idMembers: ['x'] },
    });
    await expectProblem(paths.updateCard, 400, {
      boardId: id,
      card: { id: 'c-roof', idAttachmentCover: 'a-roof-quote' },
    });
    await expectProblem(paths.updateCard, 404, { boardId: id, card: { id: 'nope' } });
    expect(await board(id)).toEqual(house3());
  });

  it('card/remove answers the id and clears the card from the board and every list', async () => {
    const { id } = house3();
    expect(
      await call.post(paths.removeCard, { boardId: id, cardId: 'c-roof' }, cardIdAnswerSchema),
    ).toBe('c-roof');
    const full = await board(id);
    expect(full.cards.map((card) => card.id)).not.toContain('c-roof');
    expect(full.lists.flatMap((list) => list.idCards)).not.toContain('c-roof');
    await expectProblem(paths.removeCard, 404, { boardId: id, cardId: 'c-roof' });
  });
});

describe('card/order and list/order', () => {
  it('card/order replaces the lists and answers them', async () => {
    const { id, lists } = house3();
    const [todo, doing, done] = lists.map((list) => structuredClone(list));
    const moved = [
      { ...required(todo), idCards: ['c-drinkers', 'c-permit'] },
      { ...required(doing), idCards: ['c-roof', ...required(doing).idCards] },
      required(done),
    ];
    expect(await call.post(paths.orderCards, { boardId: id, lists: moved }, listsSchema)).toEqual(
      moved,
    );
    expect((await board(id)).lists).toEqual(moved);
  });

  it('list/order replaces the lists in their new order', async () => {
    const { id, lists } = house3();
    const reversed = [...lists].reverse();
    expect(
      await call.post(paths.orderLists, { boardId: id, lists: reversed }, listsSchema),
    ).toEqual(reversed);
    expect((await board(id)).lists.map((list) => list.id)).toEqual(reversed.map((l) => l.id));
  });

  it('refuses lists that lose, copy or invent a card or a list, changing nothing', async () => {
    const { id, lists } = house3();
    const [todo, ...rest] = lists;
    const without = [{ ...required(todo), idCards: ['c-drinkers'] }, ...rest];
    const twice = [{ ...required(todo), idCards: [...required(todo).idCards, 'c-wash'] }, ...rest];
    const unknown = [{ ...required(todo), idCards: [...required(todo).idCards, 'c-x'] }, ...rest];
    for (const path of [paths.orderCards, paths.orderLists]) {
      for (const bad of [without, twice, unknown, rest, [...lists, ...rest]]) {
        await expectProblem(path, 400, { boardId: id, lists: bad });
      }
    }
    expect((await board(id)).lists).toEqual(lists);
  });
});
