import {
  medicineInputSchema,
  medicinePatchSchema,
  medicineSchema,
  recordFiltersSchema,
} from '@flockbook/contracts';
import { medicines } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { assertParty, partyNameSql } from '../../records/references.ts';
import { farmRecordArea } from '../../records/scoped-record-area.ts';
import { medicineUsedSql } from '../stock/stock.service.ts';

const usedSql = medicineUsedSql(sql.raw('"medicines"."id"'));

export const medicinesArea = farmRecordArea({
  id: 'medicines',
  entity: 'medicine',
  label: 'Medicines',
  table: medicines,
  schemas: {
    item: medicineSchema,
    input: medicineInputSchema,
    patch: medicinePatchSchema,
    filters: recordFiltersSchema,
  },
  columns: {
    name: medicines.name,
    kind: medicines.kind,
    unit: medicines.unit,
    quantity: sql<string>`${medicines.quantity}::text`,
    unitPrice: sql<string>`${medicines.unitPrice}::text`,
    total: sql<string>`${medicines.total}::text`,
    supplierId: medicines.supplierId,
    supplierName: partyNameSql('"medicines"."supplier_id"'),
    batchNo: medicines.batchNo,
    expiresOn: medicines.expiresOn,
    withdrawalDaysMeat: medicines.withdrawalDaysMeat,
    withdrawalDaysEggs: medicines.withdrawalDaysEggs,
    used: sql<string>`${usedSql}::text`,
    remaining: sql<string>`(${medicines.quantity} - ${usedSql})::text`,
  },
  sortable: {
    name: medicines.name,
    kind: medicines.kind,
    expiresOn: medicines.expiresOn,
    total: medicines.total,
  },
  searchable: [medicines.name, medicines.kind, medicines.batchNo],
  total: (medicine) => ({
    quantity: medicine.quantity,
    price: medicine.unitPrice,
    field: 'unitPrice',
  }),
  async check(db, { farmId }, values, current) {
    if (values.supplierId) {
      await assertParty(db, String(values.supplierId), 'supplierId', ['supplier', 'both']);
    }
    if (!current) return;
    // Uses of this batch hold it: serialise with them, and keep it on their farm.
    await db
      .select({ id: medicines.id })
      .from(medicines)
      .where(eq(medicines.id, current.id))
      .for('update');
    if (farmId !== current.farmId && Number(current.used) > 0) {
      throw new ProblemError(400, {
        errors: { farmId: 'This batch has been used on its farm; record a new purchase instead' },
      });
    }
  },
  async checkDelete(_db, current) {
    if (Number(current.used) > 0) {
      throw new ProblemError(409, {
        detail: `${current.name} has been used; delete its use records first.`,
      });
    }
  },
  async checkAfter(_db, _before, after) {
    if (after && Number(after.remaining) < 0) {
      throw new ProblemError(400, {
        errors: { quantity: `${after.used} ${after.unit} of this batch are already used` },
      });
    }
  },
  exportColumns: [
    { header: 'Date', field: 'date', value: (row) => row.date },
    { header: 'Farm', field: 'farmName', value: (row) => row.farmName },
    { header: 'Medicine', field: 'name', value: (row) => row.name },
    { header: 'Kind', field: 'kind', value: (row) => row.kind },
    { header: 'Quantity', field: 'quantity', value: (row) => Number(row.quantity) },
    { header: 'Unit', field: 'unit', value: (row) => row.unit },
    { header: 'Unit price', field: 'unitPrice', value: (row) => Number(row.unitPrice) },
    { header: 'Total', field: 'total', value: (row) => Number(row.total) },
    { header: 'Used', field: 'used', value: (row) => Number(row.used) },
    { header: 'Remaining', field: 'remaining', value: (row) => Number(row.remaining) },
    { header: 'Batch', field: 'batchNo', value: (row) => row.batchNo },
    { header: 'Expires on', field: 'expiresOn', value: (row) => row.expiresOn },
    {
      header: 'Withdrawal meat (days)',
      field: 'withdrawalDaysMeat',
      value: (row) => row.withdrawalDaysMeat,
    },
    {
      header: 'Withdrawal eggs (days)',
      field: 'withdrawalDaysEggs',
      value: (row) => row.withdrawalDaysEggs,
    },
  ],
});
