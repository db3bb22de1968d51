/** An id not yet used by the list's items: `<prefix>-<n>`. */
export function nextId(taken: readonly { id: string }[], prefix: string): string {
  const used = new Set(taken.map((item) => item.id));
  let n = taken.length + 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The ids after moving the one at `from` to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
