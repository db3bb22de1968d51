import type {
  Board,
  Card,
  BoardList,
  BoardSettings,
  CardChange,
  NewCard,
} from '@flockbook/mock-api/scrumboard';
import { useState } from 'react';
import { showMessage } from '../../../lib/message-store.ts';
import { useScrumboardTexts } from '../locales/use-scrumboard-texts.ts';
import { useBoardCache } from './scrumboard-queries.ts';
import { scrumboardApi as call } from './scrumboard-api.ts';

/**
 * The changes a user makes to one board: each call's answer goes into the cached board, and a
 * snackbar says it worked (or not). Each action answers whether it succeeded.
 */
export function useBoardActions(boardId: string) {
  const { texts } = useScrumboardTexts();
  const cache = useBoardCache(boardId);
  const [pending, setPending] = useState(0);

  async function run<T>(
    request: () => Promise<T>,
    apply: (answer: T) => void,
    message: string | null,
  ): Promise<boolean> {
    setPending((count) => count + 1);
    try {
      apply(await request());
      if (message) showMessage({ message, variant: 'success' });
      return true;
    } catch {
      showMessage({ message: texts.failed, variant: 'error' });
      return false;
    } finally {
      setPending((count) => count - 1);
    }
  }

  const setBoard = (change: (board: Board) => Board) => cache.set(change);

  /** Shows the new order at once; puts the board back from the mock if the call fails. */
  const order = (lists: BoardList[], send: typeof call.orderCards) => {
    const before = cache.get()?.lists;
    cache.setLists(lists);
    return run(
      () => send(boardId, lists),
      (answer) => cache.setLists(answer),
      null,
    ).then((ok) => {
      if (!ok && before) cache.setLists(before);
      return ok;
    });
  };

  return {
    busy: pending > 0,
    rename: (title: string) =>
      run(
        () => call.renameBoard(boardId, title),
        (name) => {
          setBoard((board) => ({ ...board, name }));
          void cache.refetch();
          void cache.refetchBoards();
        },
        texts.done.boardRenamed,
      ),
    updateSettings: (settings: Partial<BoardSettings>) =>
      run(
        () => call.updateSettings(boardId, settings),
        (answer) => setBoard((board) => ({ ...board, settings: answer })),
        texts.done.settingsSaved,
      ),
    deleteBoard: () =>
      run(
        () => call.deleteBoard(boardId),
        () => void cache.refetchBoards(),
        texts.done.boardDeleted,
      ),
    addList: (name: string) =>
      run(
        () => call.newList(boardId, name),
        (lists) => cache.setLists(lists),
        texts.done.listAdded,
      ),
    renameList: (listId: string, title: string) =>
      run(
        () => call.renameList(boardId, listId, title),
        (name) =>
          setBoard((board) => ({
            ...board,
            lists: board.lists.map((list) => (list.id === listId ? { ...list, name } : list)),
          })),
        texts.done.listRenamed,
      ),
    removeList: (listId: string) =>
      run(
        () => call.removeList(boardId, listId),
        () => void cache.refetch(),
        texts.done.listRemoved,
      ),
    addCard: (listId: string, data: NewCard) =>
      run(
        () => call.newCard(boardId, listId, data),
        (board) => setBoard(() => board),
        texts.done.cardAdded,
      ),
    /** Shows the change at once (a tick must not wait for the answer); undone if it fails. */
    updateCard: (change: CardChange, message: string | null = texts.done.cardSaved) => {
      const before = cache.get();
      const merge = (card: Card) => (card.id === change.id ? { ...card, ...change } : card);
      setBoard((board) => ({ ...board, cards: board.cards.map(merge) }));
      return run(
        () => call.updateCard(boardId, change),
        (card) =>
          setBoard((board) => ({
            ...board,
            cards: board.cards.map((old) => (old.id === card.id ? card : old)),
          })),
        message,
      ).then((ok) => {
        if (!ok && before) setBoard(() => before);
        return ok;
      });
    },
    removeCard: (cardId: string) =>
      run(
        () => call.removeCard(boardId, cardId),
        (gone) =>
          setBoard((board) => ({
            ...board,
            cards: board.cards.filter((card) => card.id !== gone),
            lists: board.lists.map((list) => ({
              ...list,
              idCards: list.idCards.filter((id) => id !== gone),
            })),
          })),
        texts.done.cardRemoved,
      ),
    orderCards: (lists: BoardList[]) => order(lists, call.orderCards),
    orderLists: (lists: BoardList[]) => order(lists, call.orderLists),
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
