import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { findById } from '../../platform/records.ts';
import { getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  addCard,
  boardOf,
  mergeSettings,
  removeCard,
  removeList,
  replaceLists,
  takenIds,
  updateCard,
  uriOf,
} from './board-rules.ts';
import type { ScrumboardState } from './board-rules.ts';
import {
  boardQuerySchema,
  deleteBoardRequestSchema,
  newBoardRequestSchema,
  newCardRequestSchema,
  newListRequestSchema,
  orderRequestSchema,
  removeCardRequestSchema,
  removeListRequestSchema,
  renameBoardRequestSchema,
  renameListRequestSchema,
  scrumboardPaths as paths,
  updateCardRequestSchema,
  updateSettingsRequestSchema,
} from './contract.ts';
import type { Board, BoardSettings, BoardSummary } from './contract.ts';
import { defaultBoardLabels, scrumboardMembers, scrumboardSampleData } from './sample-data.ts';

export type { ScrumboardState } from './board-rules.ts';

export function createScrumboardState(now = new Date()): ScrumboardState {
  return { boards: structuredClone(scrumboardSampleData(now)) };
}

const summaryOf = ({ id, name, uri }: Board): BoardSummary => ({ id, name, uri });

/** Creates an empty board with the farm team and the usual labels; answers id, name, uri. */
export function createBoard(
  state: ScrumboardState,
  draft: { name?: string | undefined; settings?: Partial<BoardSettings> | undefined },
): BoardSummary {
  const name = draft.name ?? 'Untitled board';
  const board: Board = {
    id: newId(takenIds(state)),
    name,
    uri: uriOf(name),
    settings: { color: 'blue', subscribed: true, cardCoverImages: true, ...draft.settings },
    lists: [],
    cards: [],
    members: structuredClone(scrumboardMembers),
    labels: structuredClone(defaultBoardLabels),
  };
  state.boards.push(board);
  return summaryOf(board);
}

export function createHandlers(state = createScrumboardState()): HttpHandler[] {
  const board = (boardId: string) => boardOf(state, boardId);
  return [
    getCall(paths.boards, noQuery, () => state.boards.map(summaryOf)),
    postCall(paths.newBoard, newBoardRequestSchema, (body) => createBoard(state, body.board)),
    postCall(paths.renameBoard, renameBoardRequestSchema, ({ boardId, boardTitle }) => {
      const target = board(boardId);
      target.name = boardTitle;
      target.uri = uriOf(boardTitle);
      return target.name;
    }),
    getCall(paths.board, boardQuerySchema, ({ boardId }) => board(boardId)),
    postCall(paths.updateSettings, updateSettingsRequestSchema, ({ boardId, settings }) =>
      mergeSettings(board(boardId), settings),
    ),
    postCall(paths.deleteBoard, deleteBoardRequestSchema, ({ boardId }) => {
      const target = board(boardId);
      state.boards = state.boards.filter((other) => other !== target);
      return true;
    }),
    postCall(paths.newCard, newCardRequestSchema, ({ boardId, listId, data }) =>
      addCard(state, board(boardId), listId, data),
    ),
    postCall(paths.newList, newListRequestSchema, ({ boardId, data }) => {
      const target = board(boardId);
      target.lists.push({ id: newId(takenIds(state)), name: data.name, idCards: [] });
      return target.lists;
    }),
    postCall(paths.renameList, renameListRequestSchema, ({ boardId, listId, listTitle }) => {
      const list = findById(board(boardId).lists, listId, 'list on this board');
      list.name = listTitle;
      return list.name;
    }),
    postCall(paths.removeList, removeListRequestSchema, ({ boardId, listId }) =>
      removeList(board(boardId), listId),
    ),
    postCall(paths.updateCard, updateCardRequestSchema, ({ boardId, card }) =>
      updateCard(board(boardId), card),
    ),
    postCall(paths.removeCard, removeCardRequestSchema, ({ boardId, cardId }) =>
      removeCard(board(boardId), cardId),
    ),
    postCall(paths.orderCards, orderRequestSchema, ({ boardId, lists }) =>
      replaceLists(board(boardId), lists),
    ),
    postCall(paths.orderLists, orderRequestSchema, ({ boardId, lists }) =>
      replaceLists(board(boardId), lists),
    ),
  ];
}
