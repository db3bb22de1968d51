import {
  deathInputSchema,
  deathPatchSchema,
  deathSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import type { Death } from '@flockbook/contracts';
import { deaths } from '@flockbook/db';
import { ProblemError } from '../../lib/problem.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';
import { birdsAliveOf } from '../flocks/flock-figures.ts';

export const deathsArea = flockRecordArea({
  id: 'deaths',
  entity: 'death',
  label: 'Deaths',
  table: deaths,
  schemas: {
    item: deathSchema,
    input: deathInputSchema,
    patch: deathPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: { count: deaths.count, cause: deaths.cause },
  sortable: { count: deaths.count, cause: deaths.cause },
  searchable: [deaths.cause],
  // No more birds can die than are alive on that date, nor than later records leave alive.
  async check(db, { flock }, values, current: Death | undefined) {
    if (!flock) return;
    const date = values.date ?? current?.date ?? '';
    const count = Number(values.count ?? current?.count ?? 0);
    const alive = await birdsAliveOf(db, flock.id, date);
    // An edited record's own birds are still counted in the figures: give them back first.
    const own = current && current.flockId === flock.id ? current.count : 0;
    const ownOnDate = current && current.flockId === flock.id && current.date <= date ? own : 0;
    const aliveOnDate = alive.onDate + ownOnDate;
    const aliveAfter = alive.now + own;
    if (count > aliveOnDate) {
      throw new ProblemError(400, {
        detail: `Only ${aliveOnDate} birds of flock ${flock.name} are alive on ${date}.`,
        errors: { count: `Only ${aliveOnDate} birds are alive on ${date}` },
      });
    }
    if (count > aliveAfter) {
      throw new ProblemError(400, {
        detail: `Later records of flock ${flock.name} leave only ${aliveAfter} birds alive.`,
        errors: { count: `Later records leave only ${aliveAfter} birds alive` },
      });
    }
  },
  plausible: 'deaths',
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Birds', field: 'count', value: (row) => row.count },
    { header: 'Cause', field: 'cause', value: (row) => row.cause },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
