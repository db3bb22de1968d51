import type { BoardList } from '@flockbook/mock-api/scrumboard';
import { describe, expect, it } from 'vitest';
import { checklistProgress, drawnIndex, isWebAddress, moveCard, moveList } from './board-logic.ts';

const lists: BoardList[] = [
  { id: 'a', name: 'A', idCards: ['1', '2', '3'] },
  { id: 'b', name: 'B', idCards: ['4'] },
  { id: 'c', name: 'C', idCards: [] },
];

describe('board logic', () => {
  it('moves a card within a list and into another, keeping every card once', () => {
    expect(
      moveCard(lists, { listId: 'a', index: 0 }, { listId: 'a', index: 2 })[0]?.idCards,
    ).toEqual(['2', '3', '1']);
    const moved = moveCard(lists, { listId: 'a', index: 1 }, { listId: 'b', index: 0 });
    expect(moved.map((list) => list.idCards)).toEqual([['1', '3'], ['2', '4'], []]);
    expect(lists[0]?.idCards).toEqual(['1', '2', '3']);
  });

  it('moves a list, and maps indexes of a right-to-left row both ways', () => {
    expect(moveList(lists, 0, 2).map((list) => list.id)).toEqual(['b', 'c', 'a']);
    expect(drawnIndex(0, 3, true)).toBe(2);
    expect(drawnIndex(drawnIndex(1, 4, true), 4, true)).toBe(1);
    expect(drawnIndex(0, 3, false)).toBe(0);
  });

  it('counts checklist progress in whole percent', () => {
    const item = (checked: boolean) => ({ id: String(checked), name: 'x', checked });
    const checklists = [{ id: 'k', name: 'K', checkItems: [item(true), item(false), item(false)] }];
    expect(checklistProgress(checklists)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('accepts only http and https addresses for links', () => {
    expect(isWebAddress('https://example.com/x')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('example.com')).toBe(false);
  });
});
