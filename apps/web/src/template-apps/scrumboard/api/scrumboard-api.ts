import type {
  Board,
  BoardList,
  BoardSettings,
  BoardSummary,
  Card,
  CardChange,
  NewCard,
} from '@flockbook/mock-api/scrumboard';
import { scrumboardPaths as paths } from '@flockbook/mock-api/scrumboard';
import { api } from '../../../lib/api-client.ts';

/** The scrumboard calls of section 7, typed by the mock's contract. */
export const scrumboardApi = {
  boards: (signal?: AbortSignal) => api.get<BoardSummary[]>(paths.boards, { signal }),
  board: (boardId: string, signal?: AbortSignal) =>
    api.get<Board>(paths.board, { query: { boardId }, signal }),
  newBoard: (name: string) => api.post<BoardSummary>(paths.newBoard, { board: { name } }),
  renameBoard: (boardId: string, boardTitle: string) =>
    api.post<string>(paths.renameBoard, { boardId, boardTitle }),
  updateSettings: (boardId: string, settings: Partial<BoardSettings>) =>
    api.post<BoardSettings>(paths.updateSettings, { boardId, settings }),
  deleteBoard: (boardId: string) => api.post<true>(paths.deleteBoard, { boardId }),
  newCard: (boardId: string, listId: string, data: NewCard) =>
    api.post<Board>(paths.newCard, { boardId, listId, data }),
  newList: (boardId: string, name: string) =>
    api.post<BoardList[]>(paths.newList, { boardId, data: { name } }),
  renameList: (boardId: string, listId: string, listTitle: string) =>
    api.post<string>(paths.renameList, { boardId, listId, listTitle }),
  removeList: (boardId: string, listId: string) =>
    api.post<true>(paths.removeList, { boardId, listId }),
  updateCard: (boardId: string, card: CardChange) =>
    api.post<Card>(paths.updateCard, { boardId, card }),
  removeCard: (boardId: string, cardId: string) =>
    api.post<string>(paths.removeCard, { boardId, cardId }),
  orderCards: (boardId: string, lists: BoardList[]) =>
    api.post<BoardList[]>(paths.orderCards, { boardId, lists }),
  orderLists: (boardId: string, lists: BoardList[]) =>
    api.post<BoardList[]>(paths.orderLists, { boardId, lists }),
};
