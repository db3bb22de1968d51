import { notFound } from './respond.ts';

type WithId = { id: string };

/** The item with `id`, or a 404 naming `what` is missing. */
export function findById<T extends WithId>(items: readonly T[], id: string, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound(`There is no ${what} with id '${id}'.`);
  return item;
}

/** The items with these ids, in the order given; a 404 when any is missing, so nothing changes. */
export function findAllById<T extends WithId>(
  items: readonly T[],
  ids: readonly string[],
  what: string,
): T[] {
  return ids.map((id) => findById(items, id, what));
}

/** The item whose handle is `handle`, or a 404. */
export function findByHandle<T extends { handle: string }>(
  items: readonly T[],
  handle: string,
  what: string,
): T {
  const item = items.find((candidate) => candidate.handle === handle);
  if (!item) throw notFound(`There is no ${what} '${handle}'.`);
  return item;
}

/** The item with the numeric `id`, or a 404. */
export function findByNumber<T extends { id: number }>(
  items: readonly T[],
  id: number,
  what: string,
): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound(`There is no ${what} with id ${id}.`);
  return item;
}

/** Replaces the item with the same id in place; a 404 when there is none. */
export function replaceById<T extends WithId>(items: T[], item: T, what: string): T {
  const index = items.findIndex((candidate) => candidate.id === item.id);
  if (index === -1) throw notFound(`There is no ${what} with id '${item.id}'.`);
  items[index] = item;
  return item;
}

/** `ids` without repeats, first occurrence kept. */
export function unique<T>(ids: readonly T[]): T[] {
  return [...new Set(ids)];
}
