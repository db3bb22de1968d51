import { newId } from '../../platform/ids.ts';
import { findById } from '../../platform/records.ts';
import { badRequest, notFound } from '../../platform/respond.ts';
import { UNKNOWN_BOARD_MESSAGE } from './contract.ts';
import type { Board, BoardList, BoardSettings, Card, CardChange } from './contract.ts';

export type ScrumboardState = { boards: Board[] };

/** The board with `boardId`, or the specification's 404. */
export function boardOf(state: ScrumboardState, boardId: string): Board {
  const board = state.boards.find((candidate) => candidate.id === boardId);
  if (!board) throw notFound(UNKNOWN_BOARD_MESSAGE);
  return board;
}

/** Every id in use, so a new one never clashes with any record of any board. */
export function takenIds(state: ScrumboardState): string[] {
  return state.boards.flatMap((board) => [
    board.id,
    ...board.lists.map((list) => list.id),
    ...board.cards.flatMap((card) => [
      card.id,
      ...card.attachments.map((attachment) => attachment.id),
      ...card.checklists.flatMap((list) => [list.id, ...list.checkItems.map((item) => item.id)]),
      ...card.activities.map((activity) => activity.id),
    ]),
  ]);
}

/** A board's uri: its name in lower case, words joined by dashes. */
export function uriOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'board';
}

export function mergeSettings(board: Board, settings: Partial<BoardSettings>): BoardSettings {
  board.settings = { ...board.settings, ...settings };
  return board.settings;
}

/** A card may only name the board's labels and members and one of its own images as cover. */
function checkCard(board: Board, card: Card): Card {
  for (const labelId of card.idLabels) findById(board.labels, labelId, 'label on this board');
  for (const memberId of card.idMembers) findById(board.members, memberId, 'board member');
  for (const activity of card.activities) {
    findById(board.members, activity.idMember, 'board member');
  }
  if (card.idAttachmentCover !== null) {
    const cover = findById(card.attachments, card.idAttachmentCover, 'attachment on this card');
    if (cover.type !== 'image') throw badRequest('Only an image attachment can be the cover.');
  }
  return {
    ...card,
    idLabels: [...new Set(card.idLabels)],
    idMembers: [...new Set(card.idMembers)],
  };
}

export function addCard(
  state: ScrumboardState,
  board: Board,
  listId: string,
  draft: Partial<Omit<Card, 'id'>> & { name: string },
): Board {
  const list = findById(board.lists, listId, 'list on this board');
  const card = checkCard(board, {
    description: '',
    idAttachmentCover: null,
    idMembers: [],
    idLabels: [],
    attachments: [],
    subscribed: false,
    checklists: [],
    activities: [],
    due: null,
    ...draft,
    id: newId(takenIds(state)),
  });
  board.cards.push(card);
  list.idCards.push(card.id);
  return board;
}

/** Merges the given fields into the card (its id stays); answers the card. */
export function updateCard(board: Board, change: CardChange): Card {
  const index = board.cards.findIndex((card) => card.id === change.id);
  const current = board.cards[index];
  if (!current) throw notFound(`There is no card with id '${change.id}' on this board.`);
  const merged = checkCard(board, { ...current, ...change });
  board.cards[index] = merged;
  return merged;
}

/** Removes the card from the board and from every list. */
export function removeCard(board: Board, cardId: string): string {
  findById(board.cards, cardId, 'card on this board');
  board.cards = board.cards.filter((card) => card.id !== cardId);
  for (const list of board.lists) list.idCards = list.idCards.filter((id) => id !== cardId);
  return cardId;
}

/** Removes the list and the cards it holds, since a card sits in exactly one list. */
export function removeList(board: Board, listId: string): true {
  const list = findById(board.lists, listId, 'list on this board');
  const gone = new Set(list.idCards);
  board.lists = board.lists.filter((other) => other.id !== listId);
  board.cards = board.cards.filter((card) => !gone.has(card.id));
  return true;
}

function sameSet(given: readonly string[], expected: readonly string[]): boolean {
  const unique = new Set(given);
  return (
    unique.size === given.length &&
    unique.size === expected.length &&
    expected.every((id) => unique.has(id))
  );
}

/**
 * Replaces the board's lists with `lists` after checking that they are exactly the board's
 * lists holding each of its cards once, so no reorder can lose or copy a card.
 */
export function replaceLists(board: Board, lists: BoardList[]): BoardList[] {
  if (
    !sameSet(
      lists.map((list) => list.id),
      board.lists.map((list) => list.id),
    )
  ) {
    throw badRequest('The lists must be exactly the board’s lists, each once.');
  }
  const cardIds = lists.flatMap((list) => list.idCards);
  if (
    !sameSet(
      cardIds,
      board.cards.map((card) => card.id),
    )
  ) {
    throw badRequest('The lists must hold every card of the board exactly once.');
  }
  board.lists = lists;
  return board.lists;
}
