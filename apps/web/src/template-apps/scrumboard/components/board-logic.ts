import type { BoardList, Checklist } from '@flockbook/mock-api/scrumboard';
import { moveId } from '../../../lib/list-ids.ts';

export const SCRUMBOARD_BASE = '/apps/scrumboard/boards';

/** `/apps/scrumboard/boards/{boardId}/{boardUri}` */
export function boardPath(board: { id: string; uri: string }): string {
  return `${SCRUMBOARD_BASE}/${encodeURIComponent(board.id)}/${encodeURIComponent(board.uri)}`;
}

/** The lists after moving the list at `from` to `to`. */
export function moveList(lists: readonly BoardList[], from: number, to: number): BoardList[] {
  const byId = new Map(lists.map((list) => [list.id, list]));
  return moveId(
    lists.map((list) => list.id),
    from,
    to,
  ).flatMap((id) => byId.get(id) ?? []);
}

type Place = { listId: string; index: number };

/** The lists after moving a card from one place to another (the same list or another). */
export function moveCard(lists: readonly BoardList[], from: Place, to: Place): BoardList[] {
  const cardId = lists.find((list) => list.id === from.listId)?.idCards[from.index];
  if (cardId === undefined) return [...lists];
  return lists.map((list) => {
    let idCards =
      list.id === from.listId ? list.idCards.filter((id) => id !== cardId) : list.idCards;
    if (list.id === to.listId) {
      idCards = [...idCards];
      idCards.splice(to.index, 0, cardId);
    }
    return idCards === list.idCards ? list : { ...list, idCards };
  });
}

/**
 * Drag and drop measures a horizontal row left to right. In a right-to-left page the lists
 * are drawn in reverse in a left-to-right row, so the first list stays on the right; this maps
 * an index between the lists' order and the drawn order (it is its own inverse).
 */
export function drawnIndex(index: number, count: number, rtl: boolean): number {
  return rtl ? count - 1 - index : index;
}

export type Progress = { done: number; total: number; percent: number };

/** How many checklist items are ticked, of how many, in whole percent. */
export function checklistProgress(checklists: readonly Checklist[]): Progress {
  const items = checklists.flatMap((list) => list.checkItems);
  const done = items.filter((item) => item.checked).length;
  const total = items.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** True when `value` is an http(s) address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
