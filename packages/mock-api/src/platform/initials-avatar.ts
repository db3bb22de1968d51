/** Background colours of generated avatars; each is dark enough for white letters. */
const AVATAR_COLOURS = [
  '#2e7d32',
  '#1565c0',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#ef6c00',
  '#4e342e',
  '#37474f',
  '#ad1457',
  '#558b2f',
] as const;

/** Up to two capital letters: the first letter of the first and of the last word of `name`. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0] ?? '?';
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase();
}

/** A stable colour for `name`, so the same person always gets the same avatar. */
function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/**
 * A round avatar with the initials of `name` as a `data:` SVG URL, which needs no network
 * and passes a Content-Security-Policy of `img-src 'self' data:`.
 */
export function initialsAvatar(name: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="${colourOf(name)}"/>` +
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" ' +
    'font-family="Roboto, Helvetica, Arial, sans-serif" font-size="26" font-weight="500">' +
    `${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
