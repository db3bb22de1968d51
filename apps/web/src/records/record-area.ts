import type { Farm } from '@flockbook/contracts';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { RouteAuth } from '../lib/route-auth.ts';
import type { AreaTexts, AreaTextsByLanguage } from './area-texts.ts';
import type { ReferenceSource } from './reference-source.ts';

/** How a column's value is shown (and, for totals, added up). */
export type ColumnType =
  'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/** Where a custom cell or value is drawn: the texts and formatters of the current language. */
export type CellContext = {
  texts: AreaTexts;
  locale: string;
  currency: string;
};

export type RecordColumn<TItem> = {
  /** The grid field and the server's sort name (`sort=<field>:asc`). */
  field: string;
  /** The text naming it (a key of the area's `fields`); the field itself when left out. */
  label?: string;
  type?: ColumnType;
  /**
   * The width in px the column asks for; without one it takes its content's width. The list
   * gives columns their share of any space left, and shrinks them to their content (headers
   * wrap) when it is narrower than they ask.
   */
  width?: number;
  /** Decimals of a 'decimal' column (2 when left out). */
  decimals?: number;
  /** The server can sort by it (true when left out). */
  sortable?: boolean;
  /** Its value when it is not `row[field]` (e.g. a figure nested in the row). */
  value?: (row: TItem) => unknown;
  /** A cell of its own (a status chip, a link). */
  render?: (row: TItem, context: CellContext) => ReactNode;
  /** Shown in the 'Page total' row (integer, decimal and money columns). */
  total?: boolean;
  /** Hidden when the list is shown inside a flock's page (its flock and farm columns). */
  hideInFlock?: boolean;
  align?: 'left' | 'right' | 'center';
  /**
   * Shown on the record's card on a phone (its title, date, farm or flock, main figure); the
   * rest is seen by opening the record. An area that marks no column shows its first four.
   */
  phone?: boolean;
};

export type FieldType =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'enum'
  | 'farm'
  | 'flock'
  | 'textarea'
  | 'switch'
  | 'timeZone'
  | 'reference';

/** What a field's condition may look at besides the values: the farm choices. */
export type FieldScope = {
  /** A farm by its id, from the farm choices (undefined while unknown). */
  farmOf: (farmId: unknown) => Farm | undefined;
};

export type RecordField = {
  /** The input's name, as in the zod input schema and the API. */
  name: string;
  type: FieldType;
  /** The allowed values of an 'enum' field (labels from the area's `options`). */
  options?: readonly string[];
  /** Shows the required mark (the schema decides what is really required). */
  required?: boolean;
  /** Takes the whole row of the form (textareas always do). */
  wide?: boolean;
  /** Decimals a 'decimal' field accepts (for the step of the input). */
  decimals?: number;
  /** Shown only when the form creates a record. */
  createOnly?: boolean;
  /**
   * Shown only when this is true for the values being edited (e.g. a layer's egg fields), or
   * for the farm they name (e.g. a house, asked only of a farm that has houses).
   */
  when?: (values: Readonly<Record<string, unknown>>, scope: FieldScope) => boolean;
  /** A flock field lists only flocks of the farm chosen in this field. */
  farmField?: string;
  /** A flock field lists only flocks of these types (e.g. egg collections: layers, breeders). */
  flockTypes?: readonly string[];
  /** A 'reference' field: where its choices come from (a supplier, a medicine batch, ...). */
  reference?: ReferenceSource;
  /** Shown only to these roles (e.g. a supplier, whose list only admins may read). */
  auth?: RouteAuth;
  /** Hidden until the server names it in an error (e.g. the reason to sell anyway). */
  showOnError?: boolean;
  /** A 'date' field that may lie ahead (an expiry); other dates stop at today. */
  future?: boolean;
};

/** A filter of the list's filter bar. */
export type RecordFilter =
  | { kind: 'farm' }
  | { kind: 'flock' }
  | { kind: 'dateRange' }
  | { kind: 'enum'; name: string; options: readonly string[] };

export type AreaRoles = {
  read: RouteAuth;
  create: RouteAuth;
  update: RouteAuth;
  delete: RouteAuth;
};

export type AreaPaths = {
  /** The list, e.g. '/apps/death-details'. */
  list: string;
  /** The new-record form, e.g. '/apps/death/new'. */
  create: string;
  /** The edit form with one `:param` for the id, e.g. '/apps/death/:id'. */
  edit: string;
  /**
   * The API collection the list reads, e.g. '/api/deaths' (the definition's `endpoint`): with
   * it, the list's route asks for the first rows before the definition has arrived.
   */
  api?: string;
};

/** What the framework needs of every record: its id and the version an edit names. */
export type RecordBase = { id: string; version: number };

/**
 * One farm area, described once: where its API is, how its list and form look, who may do
 * what, and its words in every language. See README.md for how to add one.
 */
export type RecordArea<TItem extends RecordBase = RecordBase> = {
  /** A short id, e.g. 'deaths' (query keys, test ids). */
  id: string;
  /** The API collection, e.g. '/api/deaths'. */
  endpoint: string;
  /** The audit log's entity name, e.g. 'death'. */
  entity: string;
  texts: AreaTextsByLanguage;
  /** The icon beside its title (the same as its menu entry's). */
  icon: typeof SvgIcon;
  /**
   * Loads the shared zod input schema the form checks (e.g. `deathInputSchema`). A dynamic
   * import: zod and the schemas come with a form, never with a list. Records themselves are
   * read typed, not parsed: the server already checks every answer against the same contract.
   */
  inputSchema: () => Promise<z.ZodObject>;
  columns: readonly RecordColumn<TItem>[];
  fields: readonly RecordField[];
  filters: readonly RecordFilter[];
  /** The free-text search box (`q`); true when left out. */
  search?: boolean;
  /** The server's fields to sort by (used to drop a stale sort in an address). */
  sortFields: readonly string[];
  roles: AreaRoles;
  paths: AreaPaths;
  /** Values of a new record before the user types, given its farm's `today` (its date). */
  defaults?: (today: string) => Record<string, unknown>;
  /** The record's name in the form's title and the delete question. */
  recordTitle: (item: TItem, context: CellContext) => string;
  /** Where a row click leads; the edit form when left out. */
  rowHref?: (item: TItem) => string;
  /** Records belong to a flock: the form is read-only while that flock is closed. */
  flockScoped?: boolean;
  /** The record itself is closed to changes (a closed flock): its form is read-only. */
  isClosed?: (item: TItem) => boolean;
  /** Buttons in the edit page's header (e.g. a sale's printable invoice). */
  recordActions?: (item: TItem, context: CellContext) => ReactNode;
  /** Drawn between the list page's header and its list (e.g. the cash in hand by method). */
  listIntro?: ComponentType;
};

/**
 * Types an area's definition. The area keeps its own item type; lists and forms take the
 * plain `RecordArea`, so the result is widened for them.
 */
export function defineRecordArea<TItem extends RecordBase>(area: RecordArea<TItem>): RecordArea {
  return area as unknown as RecordArea;
}

/** The edit path of one record, e.g. '/apps/death/:id' -> '/apps/death/9b1c…'. */
export function editPath(area: Pick<RecordArea, 'paths'>, id: string): string {
  return area.paths.edit.replace(/:[A-Za-z]+/, encodeURIComponent(id));
}

/** The name of the edit path's id parameter (e.g. 'id' or 'flockId'). */
export function editParam(area: Pick<RecordArea, 'paths'>): string {
  return /:([A-Za-z]+)/.exec(area.paths.edit)?.[1] ?? 'id';
}

/** The filter names of an area, as they appear in the query string and the API. */
export function filterNames(area: Pick<RecordArea, 'filters'>): string[] {
  return area.filters.flatMap((filter) => {
    if (filter.kind === 'farm') return ['farmId'];
    if (filter.kind === 'flock') return ['flockId'];
    if (filter.kind === 'dateRange') return ['from', 'to'];
    return [filter.name];
  });
}
