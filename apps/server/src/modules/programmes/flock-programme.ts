import type { FlockProgramme, FlockProgrammeItem, ProgrammeItemState } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/query-rows.ts';
import { readProgramme } from './programmes.service.ts';

/** A flock as its programme needs it. */
export type ProgrammeFlock = {
  id: string;
  placedOn: string;
  closedOn: string | null;
  programmeId: string | null;
};

const DAY_MS = 86_400_000;
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The one rule of an item's state on a day: done once a medicine use gave it; due on the day
 * the flock reaches its day of age; overdue after it; upcoming before.
 */
export function itemState(dueOn: string, today: string, done: boolean): ProgrammeItemState {
  if (done) return 'done';
  if (dueOn === today) return 'due';
  return dueOn < today ? 'overdue' : 'upcoming';
}

type DoneRow = {
  itemId: string;
  medicineUseId: string;
  date: string;
  medicineName: string;
  quantity: string;
  unit: string;
};

/**
 * A flock's programme on `today` (its farm's today): each item with the date the flock reaches
 * its day of age and its state. A closed flock's items are reckoned on its closing day.
 */
export async function flockProgramme(
  db: Database,
  flock: ProgrammeFlock,
  today: string,
): Promise<FlockProgramme> {
  const day = flock.closedOn && flock.closedOn < today ? flock.closedOn : today;
  const ageDays = daysBetween(flock.placedOn, day);
  if (!flock.programmeId) {
    return { flockId: flock.id, today: day, ageDays, programme: null, items: [] };
  }
  const programme = await readProgramme(db, flock.programmeId);
  const done = await queryRows<DoneRow>(
    db,
    sql`select u.programme_item_id as "itemId", u.id as "medicineUseId", u.date::text as date,
        m.name as "medicineName", u.quantity::text as quantity, m.unit
      from medicine_uses u join medicines m on m.id = u.medicine_id
      where u.flock_id = ${flock.id} and u.programme_item_id is not null`,
  );
  const doneOf = new Map(done.map(({ itemId, ...use }) => [itemId, use]));
  const items: FlockProgrammeItem[] = programme.items.map((item) => {
    const dueOn = addDays(flock.placedOn, item.dayOfAge);
    const given = doneOf.get(item.id) ?? null;
    return { ...item, dueOn, state: itemState(dueOn, day, given !== null), done: given };
  });
  return {
    flockId: flock.id,
    today: day,
    ageDays,
    programme: { id: programme.id, name: programme.name },
    items,
  };
}
