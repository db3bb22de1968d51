import { amountsFloorArea, salariesFloorArea, scopedArea } from './list-area.ts';
import type { FloorListArea } from './list-area.ts';

/**
 * The floor's farm record lists, written by hand: each area's table, whether its records
 * belong to a flock (`flock`) or to a farm and maybe a flock (`farm`), the item's own fields as
 * `json_build_object` pairs over `t` (the record), and the fields it sorts and searches by.
 */
const partyName = (column: string) => `(select p.name from parties p where p.id = t.${column})`;
const received = `(select coalesce(sum(a.amount), 0)::numeric(30, 2) from amounts a
  where a.sale_id = t.id and a.direction = 'in')`;
const used = `(select coalesce(sum(mu.quantity), 0)::numeric(30, 3) from medicine_uses mu
  where mu.medicine_id = t.id)`;
const medicine = (column: string) =>
  `(select m.${column} from medicines m where m.id = t.medicine_id)`;

export const floorRecordAreas: FloorListArea[] = [
  scopedArea({
    path: '/api/deaths',
    table: 'deaths',
    scope: 'flock',
    fields: `'count', t.count, 'cause', t.cause`,
    sortable: { count: 't.count', cause: 't.cause' },
    searchable: ['t.cause'],
  }),
  scopedArea({
    path: '/api/weighings',
    table: 'weighings',
    scope: 'flock',
    fields: `'sampleSize', t.sample_size, 'averageWeightG', t.average_weight_g::text`,
    sortable: { sampleSize: 't.sample_size', averageWeightG: 't.average_weight_g' },
    searchable: [],
  }),
  scopedArea({
    path: '/api/egg-collections',
    table: 'egg_collections',
    scope: 'flock',
    fields: `'eggs', t.eggs, 'broken', t.broken`,
    sortable: { eggs: 't.eggs', broken: 't.broken' },
    searchable: [],
  }),
  scopedArea({
    path: '/api/feed-usages',
    table: 'feed_usages',
    scope: 'flock',
    fields: `'feedType', t.feed_type, 'bags', t.bags::text, 'bagWeightKg', t.bag_weight_kg::text,
      'quantityKg', t.quantity_kg::text`,
    sortable: { feedType: 't.feed_type', quantityKg: 't.quantity_kg' },
    searchable: ['t.feed_type'],
  }),
  scopedArea({
    path: '/api/medicine-uses',
    table: 'medicine_uses',
    scope: 'flock',
    fields: `'medicineId', t.medicine_id, 'medicineName', ${medicine('name')},
      'unit', ${medicine('unit')}, 'quantity', t.quantity::text, 'purpose', t.purpose,
      'method', t.method, 'administeredBy', t.administered_by,
      'withdrawalMeatUntil', (t.date + ${medicine('withdrawal_days_meat')})::text,
      'withdrawalEggsUntil', (t.date + ${medicine('withdrawal_days_eggs')})::text`,
    sortable: { purpose: 't.purpose', quantity: 't.quantity' },
    searchable: ['t.purpose', 't.method', 't.administered_by'],
  }),
  scopedArea({
    path: '/api/sales',
    table: 'sales',
    scope: 'flock',
    fields: `'customerId', t.customer_id, 'customerName', ${partyName('customer_id')},
      'item', t.item, 'birds', t.birds, 'weightKg', t.weight_kg::text,
      'quantity', t.quantity::text, 'rate', t.rate::text, 'rateUnit', t.rate_unit,
      'total', t.total::text, 'received', ${received}::text,
      'balance', (t.total - ${received})::text, 'vehicleNo', t.vehicle_no,
      'invoiceNo', t.invoice_no`,
    sortable: {
      item: 't.item',
      birds: 't.birds',
      total: 't.total',
      customerName: partyName('customer_id'),
    },
    searchable: ['t.item', 't.invoice_no', 't.vehicle_no', partyName('customer_id')],
  }),
  scopedArea({
    path: '/api/feed-purchases',
    table: 'feed_purchases',
    scope: 'farm',
    fields: `'feedType', t.feed_type, 'bags', t.bags::text, 'bagWeightKg', t.bag_weight_kg::text,
      'quantityKg', t.quantity_kg::text, 'pricePerBag', t.price_per_bag::text,
      'total', t.total::text, 'supplierId', t.supplier_id,
      'supplierName', ${partyName('supplier_id')}, 'invoiceNo', t.invoice_no`,
    sortable: {
      feedType: 't.feed_type',
      quantityKg: 't.quantity_kg',
      pricePerBag: 't.price_per_bag',
      total: 't.total',
    },
    searchable: ['t.feed_type', 't.invoice_no'],
  }),
  scopedArea({
    path: '/api/medicines',
    table: 'medicines',
    scope: 'farm',
    fields: `'name', t.name, 'kind', t.kind, 'unit', t.unit, 'quantity', t.quantity::text,
      'unitPrice', t.unit_price::text, 'total', t.total::text, 'supplierId', t.supplier_id,
      'supplierName', ${partyName('supplier_id')}, 'batchNo', t.batch_no,
      'expiresOn', t.expires_on, 'withdrawalDaysMeat', t.withdrawal_days_meat,
      'withdrawalDaysEggs', t.withdrawal_days_eggs, 'used', ${used}::text,
      'remaining', (t.quantity - ${used})::text`,
    sortable: { name: 't.name', kind: 't.kind', expiresOn: 't.expires_on', total: 't.total' },
    searchable: ['t.name', 't.kind', 't.batch_no'],
  }),
  scopedArea({
    path: '/api/diesel',
    table: 'diesel',
    scope: 'farm',
    fields: `'litres', t.litres::text, 'pricePerLitre', t.price_per_litre::text,
      'total', t.total::text, 'purpose', t.purpose`,
    sortable: { litres: 't.litres', total: 't.total', purpose: 't.purpose' },
    searchable: ['t.purpose'],
  }),
  scopedArea({
    path: '/api/wood',
    table: 'wood',
    scope: 'farm',
    fields: `'quantity', t.quantity::text, 'unit', t.unit, 'unitPrice', t.unit_price::text,
      'total', t.total::text, 'purpose', t.purpose`,
    sortable: { quantity: 't.quantity', total: 't.total', purpose: 't.purpose' },
    searchable: ['t.purpose'],
  }),
  scopedArea({
    path: '/api/mess',
    table: 'mess',
    scope: 'farm',
    fields: `'description', t.description, 'persons', t.persons, 'amount', t.amount::text`,
    sortable: { amount: 't.amount', persons: 't.persons' },
    searchable: ['t.description'],
  }),
  scopedArea({
    path: '/api/miscellaneous-expenses',
    table: 'misc_expenses',
    scope: 'farm',
    fields: `'category', t.category, 'description', t.description, 'paidTo', t.paid_to,
      'amount', t.amount::text`,
    sortable: { category: 't.category', amount: 't.amount' },
    searchable: ['t.category', 't.description', 't.paid_to'],
  }),
];

/** Every list the floor answers. */
export const floorListAreas: FloorListArea[] = [
  ...floorRecordAreas,
  amountsFloorArea,
  salariesFloorArea,
];
