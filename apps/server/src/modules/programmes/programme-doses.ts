import type { Flock, MedicineUse, programmeDoseInputSchema } from '@flockbook/contracts';
import { medicines, vaccinationProgrammeItems } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayOnFarm } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import type { ChangeContext } from '../../records/record-area.ts';
import { createRecord } from '../../records/record-writes.ts';
import { medicineUsesArea } from '../medicine-uses/medicine-uses.area.ts';
import { medicineUsedSql } from '../stock/stock.service.ts';
import { flockProgramme } from './flock-programme.ts';

type DoseInput = z.infer<typeof programmeDoseInputSchema>;

/**
 * The farm's batch to give an item from on `date`: of the item's kind, bought by then, not
 * expired and with some left; one named like the item first, then the soonest to expire.
 */
async function batchFor(
  db: Database,
  farmId: string,
  item: { name: string; kind: string },
  date: string,
): Promise<string | undefined> {
  const remaining = sql`${medicines.quantity} - ${medicineUsedSql(sql.raw('"medicines"."id"'))}`;
  const rows = await db
    .select({ id: medicines.id })
    .from(medicines)
    .where(
      and(
        eq(medicines.farmId, farmId),
        eq(medicines.kind, item.kind),
        sql`${medicines.date} <= ${date}`,
        sql`(${medicines.expiresOn} is null or ${medicines.expiresOn} >= ${date})`,
        sql`${remaining} > 0`,
      ),
    )
    .orderBy(
      sql`(position(lower(${item.name}) in lower(${medicines.name})) > 0
        or position(lower(${medicines.name}) in lower(${item.name})) > 0) desc`,
      sql`${medicines.expiresOn} asc nulls last`,
      medicines.date,
    )
    .limit(1);
  return rows[0]?.id;
}

/**
 * Records the medicine use a programme item of the flock asks for, linked to the item (which
 * is then done), through the medicine uses' own rules (the batch's farm, dates and stock).
 */
export async function giveProgrammeItem(
  db: Database,
  flock: Flock,
  input: DoseInput,
  context: ChangeContext,
): Promise<MedicineUse> {
  if (!flock.programmeId) {
    throw new ProblemError(400, {
      errors: { flockId: `Flock ${flock.name} follows no programme` },
    });
  }
  const date = input.date ?? (await todayOnFarm(db, flock.farmId));
  const programme = await flockProgramme(db, flock, date);
  const item = programme.items.find((candidate) => candidate.id === input.itemId);
  if (!item) {
    throw new ProblemError(400, {
      errors: { itemId: `Not an item of ${programme.programme?.name ?? 'its programme'}` },
    });
  }
  // Serialise on the item: two taps at once give one dose.
  await db
    .select({ id: vaccinationProgrammeItems.id })
    .from(vaccinationProgrammeItems)
    .where(eq(vaccinationProgrammeItems.id, item.id))
    .for('update');
  const again = await flockProgramme(db, flock, date);
  const given = again.items.find((candidate) => candidate.id === item.id)?.done;
  if (given) {
    throw new ProblemError(409, {
      detail: `${item.name} was given to flock ${flock.name} on ${given.date}.`,
    });
  }
  const medicineId = input.medicineId ?? (await batchFor(db, flock.farmId, item, date));
  if (!medicineId) {
    throw new ProblemError(400, {
      errors: {
        medicineId: `No ${item.kind} in stock on ${flock.farmName} for ${item.name}: record its purchase first`,
      },
    });
  }
  const quantity =
    input.quantity ??
    String(
      Math.max(0.001, Number((flock.figures.birdsAlive * Number(item.dosePerBird)).toFixed(3))),
    );
  return createRecord(
    db,
    medicineUsesArea,
    {
      flockId: flock.id,
      medicineId,
      date,
      quantity,
      purpose: item.kind === 'vaccine' ? 'vaccination' : 'prevention',
      method: item.method,
      administeredBy: '',
      notes: `${programme.programme?.name ?? ''}: ${item.name}, day ${item.dayOfAge}`,
      programmeItemId: item.id,
    },
    context,
  );
}
