import type { Board, BoardList } from '@flockbook/mock-api/scrumboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { scrumboardApi } from './scrumboard-api.ts';

export const scrumboardKeys = {
  all: ['scrumboard-app'] as const,
  boards: ['scrumboard-app', 'boards'] as const,
  board: (boardId: string) => ['scrumboard-app', 'board', boardId] as const,
};

export const useBoards = () =>
  useQuery({
    queryKey: scrumboardKeys.boards,
    queryFn: ({ signal }) => scrumboardApi.boards(signal),
  });

export const useBoard = (boardId: string) =>
  useQuery({
    queryKey: scrumboardKeys.board(boardId),
    queryFn: ({ signal }) => scrumboardApi.board(boardId, signal),
  });

/** Reads and changes one board in the query cache, so answers show without a refetch. */
export function useBoardCache(boardId: string) {
  const queryClient = useQueryClient();
  const key = scrumboardKeys.board(boardId);
  return {
    get: () => queryClient.getQueryData<Board>(key),
    set: (change: (board: Board) => Board) =>
      queryClient.setQueryData<Board>(key, (board) => (board ? change(board) : board)),
    setLists: (lists: BoardList[]) =>
      queryClient.setQueryData<Board>(key, (board) => (board ? { ...board, lists } : board)),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
    refetchBoards: () => queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards }),
  };
}
