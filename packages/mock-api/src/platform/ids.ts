/**
 * A new 8-digit hex id that none of `taken` uses. Deterministic: the same taken ids always give
 * the same new id, so screenshots and tests are stable (and it needs no secure context, unlike
 * `crypto.randomUUID`).
 */
export function newId(taken: Iterable<string>): string {
  const used = new Set(taken);
  let hash = 0x811c9dc5;
  for (let step = used.size; ; step += 1) {
    hash = Math.imul(hash ^ step, 0x01000193) >>> 0;
    const id = hash.toString(16).padStart(8, '0');
    if (!used.has(id)) return id;
  }
}
