/** Keys of a record that are bookkeeping, not something a user changed. */
const IGNORED_KEYS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'createdBy',
  'version',
  'figures',
  'handle',
  'farmName',
  'flockName',
  'activeFlocks',
  'birdsAlive',
]);

export type AuditChange = { field: string; before: unknown; after: unknown };

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The fields one audit entry changed, in the order of `order` (the form's fields) and then
 * any others; a farm or flock change shows the names kept beside the ids.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  order: readonly string[] = [],
): AuditChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
  const changes: AuditChange[] = [];
  for (const field of keys) {
    if (IGNORED_KEYS.has(field)) continue;
    if (JSON.stringify(from[field]) === JSON.stringify(to[field])) continue;
    if (field === 'farmId' || field === 'flockId') {
      const nameKey = field === 'farmId' ? 'farmName' : 'flockName';
      changes.push({
        field,
        before: from[nameKey] ?? from[field],
        after: to[nameKey] ?? to[field],
      });
      continue;
    }
    changes.push({ field, before: from[field], after: to[field] });
  }
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return changes.sort((a, b) => rank(a.field) - rank(b.field));
}
