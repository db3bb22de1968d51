import { Marked } from 'marked';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

/** A heading of a document, for its table of contents. */
export type DocHeading = { id: string; text: string; level: 2 | 3 };

/** A run of rendered Markdown, or the place of a live example named in the Markdown. */
export type DocPart = { kind: 'html'; html: string } | { kind: 'example'; name: string };

export type RenderedDoc = { title: string; parts: DocPart[]; headings: DocHeading[] };

/** `<!-- live-example: name -->` on a line of its own marks where a live example goes. */
const EXAMPLE_MARKER = /^<!--\s*live-example:\s*([a-z0-9-]+)\s*-->$/gm;

const marked = new Marked({ gfm: true });

/** An anchor id from a heading's text: lower case, letters and digits joined by dashes. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

/** The document's first `# title` line, and the text without it (the page shows the title itself). */
function splitTitle(markdown: string): { title: string; body: string } {
  const match = /^#[ \t]+(.+)$/m.exec(markdown);
  if (!match || markdown.slice(0, match.index).trim() !== '') return { title: '', body: markdown };
  return { title: (match[1] ?? '').trim(), body: markdown.slice(match.index + match[0].length) };
}

/**
 * Renders one run of Markdown: made safe with the shared sanitiser, then each h2/h3 gets an
 * anchor id (unique in the document); English blocks and code keep their direction in Arabic.
 */
function renderRun(markdown: string, usedIds: Map<string, number>, headings: DocHeading[]): string {
  const safe = sanitizeHtml(marked.parse(markdown, { async: false }));
  const doc = new DOMParser().parseFromString(safe, 'text/html');
  doc.querySelectorAll('h2, h3').forEach((heading) => {
    const text = heading.textContent?.trim() ?? '';
    const base = slugify(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    heading.id = id;
    headings.push({ id, text, level: heading.tagName === 'H2' ? 2 : 3 });
  });
  // The text is English: each block reads in its own direction (the sanitiser sees to that), and
  // code and tables always left to right.
  doc.querySelectorAll('pre, code, table').forEach((block) => block.setAttribute('dir', 'ltr'));
  // A code block wider than the page scrolls sideways: the keyboard must reach it to scroll it.
  doc.querySelectorAll('pre').forEach((block) => block.setAttribute('tabindex', '0'));
  return doc.body.innerHTML;
}

/** Turns a documentation Markdown file into safe HTML parts, live example places and headings. */
export function renderMarkdown(markdown: string): RenderedDoc {
  const { title, body } = splitTitle(markdown);
  const usedIds = new Map<string, number>();
  const headings: DocHeading[] = [];
  const parts: DocPart[] = [];
  let last = 0;
  for (const marker of body.matchAll(EXAMPLE_MARKER)) {
    const before = body.slice(last, marker.index);
    if (before.trim() !== '')
      parts.push({ kind: 'html', html: renderRun(before, usedIds, headings) });
    parts.push({ kind: 'example', name: marker[1] ?? '' });
    last = marker.index + marker[0].length;
  }
  const rest = body.slice(last);
  if (rest.trim() !== '') parts.push({ kind: 'html', html: renderRun(rest, usedIds, headings) });
  return { title, parts, headings };
}
