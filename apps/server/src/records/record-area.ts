import type { FarmAreaId, ListQuery, ListResponse, PlausibleKind } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ExportColumn } from './export-rows.ts';
import type { FarmAccess } from './farm-access.ts';

/**
 * Who is making a change, for rules that depend on it and for the audit log, and the farms
 * they work with (a flock or farm of another is refused at its field).
 */
export type ChangeContext = {
  userId: string;
  roles: string[];
  farms: FarmAccess;
  /** The installation's time zone (FARM_TIME_ZONE), a new farm's unless one is given. */
  farmTimeZone: string;
};

/** A table with the columns every farm record has. */
export type RecordTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Everything the generic record routes need to know about one farm area. The area supplies
 * its schemas, its reads and its rules; the routes add roles, versions, audit and exports.
 */
export type RecordArea<
  TItem extends { id: string; version: number },
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
> = {
  /** The area in the farm area list (contracts), which gives its API path and its roles. */
  id: FarmAreaId;
  /** Name used in the audit log and messages, e.g. 'death'. */
  entity: string;
  /** Label used in export file names and sheet names, e.g. 'Deaths'. */
  label: string;
  table: RecordTable;
  schemas: { item: z.ZodType<TItem>; input: TInput; patch: TPatch; filters: TFilters };
  /** A page of records; the filters may add `visibleFarms` (see farm-access.ts). */
  list(
    db: Database,
    query: ListQuery,
    filters: z.infer<TFilters> & { visibleFarms?: string },
  ): Promise<ListResponse<TItem>>;
  /** One record by id; with `access`, only one of those farms (else undefined). */
  get(db: Database, id: string, access?: FarmAccess): Promise<TItem | undefined>;
  /** Checks the rules and answers the column values to insert. Runs in the transaction. */
  prepareCreate(
    db: Database,
    input: z.infer<TInput>,
    context: ChangeContext,
  ): Promise<Record<string, unknown>>;
  /** Checks the rules and answers the column values to change. Runs in the transaction. */
  prepareUpdate(
    db: Database,
    current: TItem,
    patch: Omit<z.infer<TPatch>, 'version'>,
    context: ChangeContext,
  ): Promise<Record<string, unknown>>;
  /** Refuses a delete the rules forbid. Runs in the transaction. */
  checkDelete?(db: Database, current: TItem, context: ChangeContext): Promise<void>;
  /**
   * Checks what the change left behind (e.g. no stock below zero), after it is written and
   * before the transaction commits; throwing undoes the change.
   */
  checkAfter?(db: Database, before: TItem | undefined, after: TItem | undefined): Promise<void>;
  /** Further writes a new record brings with it (e.g. a payment taken with a sale). */
  onCreated?(
    db: Database,
    created: TItem,
    input: z.infer<TInput>,
    context: ChangeContext,
  ): Promise<void>;
  /** A reason to keep with the change in the audit log (e.g. an admin's override). */
  auditReason?(input: Record<string, unknown>): string | null | undefined;
  /** The plausibility rule its values go through on every create and edit (record-writes). */
  plausible?: PlausibleKind;
  exportColumns: ExportColumn<TItem>[];
};
