import {
  medicineUseInputSchema,
  medicineUsePatchSchema,
  medicineUseSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import type { MedicineUse } from '@flockbook/contracts';
import { medicines, medicineUses } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { flockRecordArea } from '../../records/scoped-record-area.ts';
import { medicineUsedSql } from '../stock/stock.service.ts';

const medicineOfUse = (column: string) =>
  sql.raw(`(select m.${column} from medicines m where m.id = "medicine_uses"."medicine_id")`);

export const medicineUsesArea = flockRecordArea({
  id: 'medicineUses',
  entity: 'medicine use',
  label: 'Medicine use',
  table: medicineUses,
  schemas: {
    item: medicineUseSchema,
    input: medicineUseInputSchema,
    patch: medicineUsePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    medicineId: medicineUses.medicineId,
    medicineName: sql<string>`${medicineOfUse('name')}`,
    unit: sql<string>`${medicineOfUse('unit')}`,
    quantity: sql<string>`${medicineUses.quantity}::text`,
    purpose: medicineUses.purpose,
    method: medicineUses.method,
    administeredBy: medicineUses.administeredBy,
    withdrawalMeatUntil: sql<string>`(${medicineUses.date} + ${medicineOfUse('withdrawal_days_meat')})::text`,
    withdrawalEggsUntil: sql<string>`(${medicineUses.date} + ${medicineOfUse('withdrawal_days_eggs')})::text`,
  },
  sortable: { purpose: medicineUses.purpose, quantity: medicineUses.quantity },
  searchable: [medicineUses.purpose, medicineUses.method, medicineUses.administeredBy],
  // The batch must be this farm's, bought by then and not expired; uses of one batch are
  // serialised on its row so together they never use more than was bought.
  async check(db, { farmId }, values, current: MedicineUse | undefined) {
    const medicineId = String(values.medicineId ?? current?.medicineId ?? '');
    const date = String(values.date ?? current?.date ?? '');
    const rows = await db
      .select({
        farmId: medicines.farmId,
        date: medicines.date,
        expiresOn: medicines.expiresOn,
        name: medicines.name,
      })
      .from(medicines)
      .where(eq(medicines.id, medicineId))
      .for('update');
    const medicine = rows[0];
    if (!medicine || medicine.farmId !== farmId) {
      throw new ProblemError(400, {
        errors: { medicineId: "Choose a medicine bought for this flock's farm" },
      });
    }
    if (date < medicine.date) {
      throw new ProblemError(400, {
        errors: { date: `${medicine.name} was bought on ${medicine.date}` },
      });
    }
    if (medicine.expiresOn && date > medicine.expiresOn) {
      throw new ProblemError(400, {
        errors: { medicineId: `This batch expired on ${medicine.expiresOn}` },
      });
    }
  },
  async checkAfter(db, _before, after) {
    if (!after) return;
    const rows = await db
      .select({
        quantity: medicines.quantity,
        used: sql<string>`${medicineUsedSql(sql.raw('"medicines"."id"'))}::text`,
        name: medicines.name,
        unit: medicines.unit,
      })
      .from(medicines)
      .where(eq(medicines.id, after.medicineId));
    const batch = rows[0];
    if (batch && Number(batch.used) > Number(batch.quantity)) {
      const left = (Number(batch.quantity) - (Number(batch.used) - Number(after.quantity))).toFixed(
        3,
      );
      throw new ProblemError(400, {
        errors: {
          quantity: `Only ${Number(left)} ${batch.unit} of ${batch.name} left in this batch`,
        },
      });
    }
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Flock', field: 'flockName', value: (row) => row.flockName },
    { header: 'Medicine', field: 'medicineName', value: (row) => row.medicineName },
    { header: 'Quantity', field: 'quantity', value: (row) => Number(row.quantity) },
    { header: 'Unit', field: 'unit', value: (row) => row.unit },
    { header: 'Purpose', field: 'purpose', value: (row) => row.purpose },
    { header: 'Method', field: 'method', value: (row) => row.method },
    { header: 'Given by', field: 'administeredBy', value: (row) => row.administeredBy },
    {
      header: 'Meat withdrawal until',
      field: 'withdrawalMeatUntil',
      value: (row) => row.withdrawalMeatUntil,
    },
    {
      header: 'Egg withdrawal until',
      field: 'withdrawalEggsUntil',
      value: (row) => row.withdrawalEggsUntil,
    },
  ],
});
