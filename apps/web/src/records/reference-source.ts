/** What a reference's query and options may look at: the form's values and the flocks' farms. */
export type ReferenceScope = {
  /** The form's current values (ids and numbers as text). */
  values: Readonly<Record<string, unknown>>;
  /** The farm of a flock, from the flock choices (undefined while unknown). */
  farmOfFlock: (flockId: unknown) => string | undefined;
};

/** How an option is written: the language's locale, the currency and the language itself. */
export type ReferenceContext = {
  locale: string;
  currency: string;
  language: string;
};

/** One choice of a reference field. */
export type ReferenceOption = {
  id: string;
  label: string;
  /** A second, quieter line (what is left, a balance, a date). */
  detail?: string;
  /** Shown but not choosable for a new record (a used-up batch, a paid sale). */
  disabled?: boolean;
};

/**
 * Where a 'reference' field finds its choices: records of another collection (a supplier, a
 * medicine batch, an employee, a sale). The choices are read with the list dialect, filtered by
 * the form's other fields; the record being edited keeps its choice even when it is no longer
 * listed (it is read on its own).
 */
export type ReferenceSource<TItem = unknown> = {
  /** The collection, e.g. '/api/parties'. */
  endpoint: string;
  /**
   * The list query (sort, filters), possibly from other fields of the form; null while a field
   * it needs is empty (the select waits, showing the field's hint).
   */
  query: (scope: ReferenceScope) => Record<string, string | undefined> | null;
  /** The choice an item makes. */
  option: (item: TItem, context: ReferenceContext, scope: ReferenceScope) => ReferenceOption;
  /** Items of the list left out (e.g. sales of another customer). */
  include?: (item: TItem, scope: ReferenceScope) => boolean;
  /** The edited record's field naming its choice (e.g. 'supplierName'), for history and conflicts. */
  nameField: string;
};

/** Types a reference source; fields take the plain `ReferenceSource`, so it is widened. */
export function defineReference<TItem>(source: ReferenceSource<TItem>): ReferenceSource {
  return source as unknown as ReferenceSource;
}
