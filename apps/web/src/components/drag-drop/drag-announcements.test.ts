// @vitest-environment node
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements.ts';
import type { DragNames } from './drag-announcements.ts';
import { dragAnnouncementsAr } from './locales/ar.ts';
import { dragAnnouncementsEn } from './locales/en.ts';
import { dragAnnouncementsTr } from './locales/tr.ts';

const LISTS: Record<string, string> = { 'li-h3-done': 'Done', '2a0c975e': 'To do' };
const names: DragNames = {
  item: (id) => `card “${id === 'c1' ? 'Vaccinate House 2' : id}”`,
  list: (id) => `list “${LISTS[id] ?? id}”`,
};
const start: DragStart = {
  draggableId: 'c1',
  type: 'CARD',
  source: { droppableId: 'li-h3-done', index: 0 },
  mode: 'SNAP',
};
const over = (droppableId: string, index: number): DragUpdate => ({
  ...start,
  destination: { droppableId, index },
  combine: null,
});
const drop = (update: DragUpdate, reason: DropResult['reason'] = 'DROP'): DropResult => ({
  ...update,
  reason,
});

describe('drag announcements', () => {
  const en = dragAnnouncements(dragAnnouncementsEn, names);

  it('name the card and the lists by their titles, never by their ids', () => {
    const heard = [
      en.start(start),
      en.update(over('li-h3-done', 1)),
      en.update(over('2a0c975e', 0)),
      en.end(drop(over('2a0c975e', 0))),
    ];
    expect(heard).toEqual([
      'Picked up card “Vaccinate House 2” in list “Done”, position 1.',
      'card “Vaccinate House 2” moved to position 2 in list “Done”.',
      'card “Vaccinate House 2” moved from list “Done” to list “To do”, position 1.',
      'Dropped card “Vaccinate House 2”: moved from list “Done”, position 1, to list “To do”, position 1.',
    ]);
    for (const message of heard) expect(message).not.toMatch(/li-h3-done|2a0c975e|c1\b/);
  });

  it('say where the item went back to when cancelled or dropped outside a list', () => {
    const nowhere = { ...over('x', 0), destination: null };
    expect(en.update(nowhere)).toBe(
      'card “Vaccinate House 2” is not over a place where it can be dropped.',
    );
    expect(en.end(drop(over('2a0c975e', 3), 'CANCEL'))).toBe(
      'Movement cancelled. card “Vaccinate House 2” is back in list “Done”, position 1.',
    );
    expect(en.end(drop(nowhere))).toBe(
      'card “Vaccinate House 2” was dropped outside a list and is back in list “Done”, position 1.',
    );
  });

  it('use the positions people see, e.g. of lists drawn right to left', () => {
    const reversed = dragAnnouncements(dragAnnouncementsEn, {
      ...names,
      position: ({ index }) => 4 - index,
    });
    expect(reversed.start(start)).toBe(
      'Picked up card “Vaccinate House 2” in list “Done”, position 4.',
    );
  });

  it('speak Turkish and Arabic', () => {
    const arNames: DragNames = {
      item: () => 'البطاقة «تطعيم العنبر 2»',
      list: (id) => (id === 'li-h3-done' ? 'القائمة «تم»' : 'القائمة «للتنفيذ»'),
    };
    const ar = dragAnnouncements(dragAnnouncementsAr, arNames);
    expect(ar.start(start)).toBe('التُقطت البطاقة «تطعيم العنبر 2» في القائمة «تم»، الموضع 1.');
    expect(ar.end(drop(over('2a0c975e', 0)))).toBe(
      'أُفلتت البطاقة «تطعيم العنبر 2»: نُقلت من القائمة «تم»، الموضع 1، إلى القائمة «للتنفيذ»، الموضع 1.',
    );
    const tr = dragAnnouncements(dragAnnouncementsTr, names);
    expect(tr.update(over('li-h3-done', 2))).toBe(
      'card “Vaccinate House 2”, list “Done” içinde 3. sıraya taşındı.',
    );
    for (const texts of [dragAnnouncementsTr, dragAnnouncementsAr]) {
      expect(texts.instructions).not.toBe(dragAnnouncementsEn.instructions);
    }
  });
});
