import { totalFault } from '@flockbook/contracts';
import { assertNotAfterFarmToday } from '../lib/farm-time.ts';
import type { FarmAreaId, FlockAreaId, PlausibleKind } from '@flockbook/contracts';
import { farms, flocks } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ProblemError } from '../lib/problem.ts';
import { assertInFlockLife, lockOpenFlock } from '../modules/flocks/flock-rules.ts';
import type { OpenFlock } from '../modules/flocks/flock-rules.ts';
import type { ExportColumn } from './export-rows.ts';
import { joinedReads } from './joined-record-area.ts';
import { seesFarm } from './farm-access.ts';
import { NO_SUCH_FARM, assertFarmExists } from './references.ts';
import type { ChangeContext, RecordArea, RecordTable } from './record-area.ts';

type ScopedTable = RecordTable & {
  createdAt: PgColumn;
  createdBy: PgColumn;
  flockId: PgColumn;
  date: PgColumn;
  notes: PgColumn;
};
type FarmScopedTable = ScopedTable & { farmId: PgColumn };
type RecordFilters = { farmId?: string; flockId?: string; from?: string; to?: string };
type Values = Record<string, unknown> & { farmId?: string; flockId?: string | null; date?: string };
type ScopedItem = {
  id: string;
  version: number;
  date: string;
  farmId: string;
  flockId: string | null;
};

type AreaConfig<
  TItem,
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
> = {
  id: FarmAreaId;
  entity: string;
  label: string;
  schemas: { item: z.ZodType<TItem>; input: TInput; patch: TPatch; filters: TFilters };
  /** The area's own columns, by the name they have in the item. */
  columns: Record<string, PgColumn | SQL>;
  sortable?: Record<string, PgColumn | SQL>;
  searchable?: (PgColumn | SQL)[];
  /** Extra rules, run after the farm or flock is checked (the flock locked, if any). */
  check?: (
    db: Database,
    scope: { farmId: string; flock: OpenFlock | null },
    values: Values,
    current: TItem | undefined,
    context: ChangeContext,
  ) => Promise<void>;
  /** Refuses a delete the area's rules forbid (after the flock check). */
  checkDelete?: (db: Database, current: TItem) => Promise<void>;
  /**
   * The quantity and price a stored total multiplies (`field`: where to say it is too large),
   * from the record as it will be after the change.
   */
  total?: (record: Values) => { quantity: unknown; price: unknown; field: string };
  /** Column values worked out from what was entered (e.g. kilograms from bags). */
  derivedValues?: (entered: Values, current: TItem | undefined) => Record<string, unknown>;
  checkAfter?: RecordArea<
    TItem & { id: string; version: number },
    TInput,
    TPatch,
    TFilters
  >['checkAfter'];
  onCreated?: RecordArea<
    TItem & { id: string; version: number },
    TInput,
    TPatch,
    TFilters
  >['onCreated'];
  auditReason?: RecordArea<
    TItem & { id: string; version: number },
    TInput,
    TPatch,
    TFilters
  >['auditReason'];
  plausible?: PlausibleKind;
  exportColumns: ExportColumn<TItem>[];
};

/**
 * A farm area whose records each belong to one flock (deaths, weighings, feed usage, …):
 * listed with their flock and farm, dated inside the flock's life, refused for a closed flock.
 */
export function flockRecordArea<
  TItem extends ScopedItem & { flockId: string },
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(config: AreaConfig<TItem, TInput, TPatch, TFilters> & { id: FlockAreaId; table: ScopedTable }) {
  return scopedRecordArea(config, 'flock');
}

/**
 * A farm area whose records belong to a farm and optionally to one of its flocks (purchases,
 * diesel, wood, expenses): a record tied to a flock keeps that flock's rules too.
 */
export function farmRecordArea<
  TItem extends ScopedItem,
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(
  config: AreaConfig<TItem, TInput, TPatch, TFilters> & {
    id: Exclude<FarmAreaId, FlockAreaId>;
    table: FarmScopedTable;
  },
) {
  return scopedRecordArea(config, 'farm');
}

function scopedRecordArea<
  TItem extends ScopedItem,
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(
  config: AreaConfig<TItem, TInput, TPatch, TFilters> & {
    table: ScopedTable & { farmId?: PgColumn };
  },
  scope: 'flock' | 'farm',
): RecordArea<TItem, TInput, TPatch, TFilters> {
  const { table } = config;
  const farmColumn = scope === 'farm' && table.farmId ? table.farmId : flocks.farmId;
  const selection = {
    id: table.id,
    version: table.version,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    createdBy: table.createdBy,
    farmId: farms.id,
    farmName: farms.name,
    flockId: table.flockId,
    flockName: flocks.name,
    date: table.date,
    notes: table.notes,
    ...config.columns,
  };
  const spec: ListSpec<RecordFilters> = {
    sortable: {
      date: table.date,
      flockName: flocks.name,
      farmName: farms.name,
      ...config.sortable,
    },
    defaultSort: { field: 'date', direction: 'desc' },
    tiebreaker: table.id,
    // Names through the flocks and farms they match: the search needs no join of its own.
    searchable: [
      (pattern) =>
        scope === 'flock'
          ? sql`${table.flockId} in (select f.id from flocks f join farms fa on fa.id = f.farm_id
              where f.name ilike ${pattern} or fa.name ilike ${pattern})`
          : sql`(${table.flockId} in (select id from flocks where name ilike ${pattern})
              or ${farmColumn} in (select id from farms where name ilike ${pattern}))`,
      table.notes,
      ...(config.searchable ?? []),
    ],
    filters: {
      // On the record's own columns, so the (flock, date) and (farm, date) indexes serve it.
      farmId: (value) =>
        scope === 'flock'
          ? sql`${table.flockId} in (select ${flocks.id} from ${flocks} where ${flocks.farmId} = ${value})`
          : eq(farmColumn, value),
      flockId: (value) => eq(table.flockId, value),
      from: (value) => sql`${table.date} >= ${value}`,
      to: (value) => sql`${table.date} <= ${value}`,
    },
  };
  const from = (db: Database, columns: Parameters<Database['select']>[0] & object) => {
    const base = db.select(columns).from(table);
    return scope === 'flock'
      ? base
          .innerJoin(flocks, eq(table.flockId, flocks.id))
          .innerJoin(farms, eq(flocks.farmId, farms.id))
      : base
          .innerJoin(farms, eq(farmColumn, farms.id))
          .leftJoin(flocks, eq(table.flockId, flocks.id));
  };
  const reads = joinedReads<TItem, RecordFilters>({
    table,
    selection,
    from,
    // Every record has its farm and at most one flock: the joins neither drop nor repeat rows,
    // and the filters and the search read the record's own columns.
    countFrom: (db, columns) => db.select(columns).from(table),
    spec,
    // On the record's own columns, as the farm filter.
    visibleFarms: (farmIds) =>
      scope === 'flock'
        ? sql`${table.flockId} in (select ${flocks.id} from ${flocks} where ${flocks.farmId} = any(${farmIds}))`
        : sql`${farmColumn} = any(${farmIds})`,
    item: config.schemas.item,
  });

  async function checkValues(
    db: Database,
    values: Values,
    current: TItem | undefined,
    context: ChangeContext,
  ) {
    const date = values.date ?? current?.date ?? '';
    // A record leaving a flock must leave an open one.
    if (current?.flockId && values.flockId !== undefined && values.flockId !== current.flockId) {
      await lockOpenFlock(db, current.flockId);
    }
    const flockId = values.flockId === undefined ? current?.flockId : values.flockId;
    // Another farm's flock is refused as one that does not exist (lockOpenFlock), its farm too.
    const flock = flockId ? await lockOpenFlock(db, flockId, context.farms) : null;
    let farmId: string;
    if (scope === 'flock') {
      farmId = flock?.farmId ?? '';
    } else {
      farmId = values.farmId ?? current?.farmId ?? '';
      if (!seesFarm(context.farms, farmId)) {
        throw new ProblemError(400, { errors: { farmId: NO_SUCH_FARM } });
      }
      await assertFarmExists(db, farmId);
      if (flock && flock.farmId !== farmId) {
        throw new ProblemError(400, { errors: { flockId: 'This flock is on another farm' } });
      }
    }
    if (config.total) {
      const { quantity, price, field } = config.total({ ...current, ...values } as Values);
      const fault = totalFault(quantity, price);
      if (fault) throw new ProblemError(400, { errors: { [field]: fault } });
    }
    if (flock) assertInFlockLife(flock, date);
    else if (date) await assertNotAfterFarmToday(db, farmId, date);
    await config.check?.(db, { farmId, flock }, values, current, context);
  }

  return {
    id: config.id,
    entity: config.entity,
    label: config.label,
    table,
    schemas: config.schemas,
    list: reads.list,
    get: reads.get,
    async prepareCreate(db, input, context) {
      await checkValues(db, input as Values, undefined, context);
      return { ...(input as Values), ...config.derivedValues?.(input as Values, undefined) };
    },
    async prepareUpdate(db, current, patch, context) {
      await checkValues(db, patch as Values, current, context);
      return { ...(patch as Values), ...config.derivedValues?.(patch as Values, current) };
    },
    async checkDelete(db, current) {
      if (current.flockId) await lockOpenFlock(db, current.flockId);
      await config.checkDelete?.(db, current);
    },
    ...(config.checkAfter ? { checkAfter: config.checkAfter } : {}),
    ...(config.onCreated ? { onCreated: config.onCreated } : {}),
    ...(config.auditReason ? { auditReason: config.auditReason } : {}),
    ...(config.plausible ? { plausible: config.plausible } : {}),
    exportColumns: config.exportColumns,
  };
}
