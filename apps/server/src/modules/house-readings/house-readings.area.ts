import {
  houseReadingInputSchema,
  houseReadingPatchSchema,
  houseReadingSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import type { HouseReading } from '@flockbook/contracts';
import { houseReadings } from '@flockbook/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ProblemError } from '../../lib/problem.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';

const text = (column: PgColumn) => sql<string>`${column}::text`;

export const houseReadingsArea = flockRecordArea({
  id: 'houseReadings',
  entity: 'houseReading',
  label: 'House readings',
  table: houseReadings,
  schemas: {
    item: houseReadingSchema,
    input: houseReadingInputSchema,
    patch: houseReadingPatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    waterLitres: text(houseReadings.waterLitres),
    minTempC: text(houseReadings.minTempC),
    maxTempC: text(houseReadings.maxTempC),
    humidityPercent: text(houseReadings.humidityPercent),
  },
  sortable: {
    waterLitres: houseReadings.waterLitres,
    minTempC: houseReadings.minTempC,
    maxTempC: houseReadings.maxTempC,
    humidityPercent: houseReadings.humidityPercent,
  },
  // The flock is locked here, so two readings of one day cannot both pass.
  async check(db, { flock }, values, current: HouseReading | undefined) {
    const minTempC = Number(values.minTempC ?? current?.minTempC);
    const maxTempC = Number(values.maxTempC ?? current?.maxTempC);
    if (minTempC > maxTempC) {
      throw new ProblemError(400, {
        errors: { minTempC: 'The lowest temperature cannot be above the highest' },
      });
    }
    if (!flock) return;
    const date = values.date ?? current?.date ?? '';
    const [existing] = await db
      .select({ id: houseReadings.id })
      .from(houseReadings)
      .where(
        and(
          eq(houseReadings.flockId, flock.id),
          eq(houseReadings.date, date),
          current ? ne(houseReadings.id, current.id) : undefined,
        ),
      );
    if (existing) {
      throw new ProblemError(400, {
        detail: `Flock ${flock.name} already has its house reading of ${date}; change that one instead.`,
        errors: { date: `${date} already has a reading of this flock; change that one instead` },
        extensions: { existingId: existing.id },
      });
    }
  },
  plausible: 'reading',
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Water (L)', field: 'waterLitres', value: (row) => Number(row.waterLitres) },
    { header: 'Min temperature (°C)', field: 'minTempC', value: (row) => Number(row.minTempC) },
    { header: 'Max temperature (°C)', field: 'maxTempC', value: (row) => Number(row.maxTempC) },
    {
      header: 'Humidity (%)',
      field: 'humidityPercent',
      value: (row) => (row.humidityPercent === null ? null : Number(row.humidityPercent)),
    },
    { header: 'Notes', field: 'notes', value: (row) => row.notes },
  ],
});
