/** A URL-safe slug of a name: "Ross Batch 12 (House 2)" -> "ross-batch-12-house-2". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Turkish dotless ı has no plain letter inside it to fall back on.
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'flock';
}
