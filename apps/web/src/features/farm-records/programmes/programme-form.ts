import type { Programme } from '@flockbook/contracts';

/** An item as the form holds it: every value as typed; `key` tells rows apart. */
export type ItemDraft = {
  key: string;
  id?: string;
  dayOfAge: string;
  name: string;
  kind: string;
  method: string;
  dosePerBird: string;
  notes: string;
};

export type ProgrammeDraft = {
  name: string;
  flockType: string;
  breeds: string[];
  notes: string;
  items: ItemDraft[];
};

let keys = 0;
const nextKey = () => `item-${(keys += 1)}`;

export const emptyItem = (dayOfAge = ''): ItemDraft => ({
  key: nextKey(),
  dayOfAge,
  name: '',
  kind: 'vaccine',
  method: 'water',
  dosePerBird: '1',
  notes: '',
});

/** The form's values for a programme, or for a new one. */
export function draftOf(programme: Programme | undefined): ProgrammeDraft {
  if (!programme) {
    return { name: '', flockType: 'broiler', breeds: [], notes: '', items: [emptyItem('1')] };
  }
  return {
    name: programme.name,
    flockType: programme.flockType,
    breeds: [...programme.breeds],
    notes: programme.notes,
    items: programme.items.map((item) => ({
      key: nextKey(),
      id: item.id,
      dayOfAge: String(item.dayOfAge),
      name: item.name,
      kind: item.kind,
      method: item.method,
      dosePerBird: String(Number(item.dosePerBird)),
      notes: item.notes,
    })),
  };
}

/** What the API takes: the items in the form's order, each kept item with its id. */
export function bodyOf(draft: ProgrammeDraft) {
  return {
    ...draft,
    items: draft.items.map(({ key: _key, id, ...item }) => ({ ...(id ? { id } : {}), ...item })),
  };
}
