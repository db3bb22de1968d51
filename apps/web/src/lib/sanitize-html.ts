import DOMPurify from 'dompurify';

/** Blocks whose text is drawn in its own direction when they hold text themselves. */
const TEXT_BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, blockquote, div, dd, dt, td, th, caption, figcaption';
/** Blocks whose text is not that of the block around them. */
const INNER_BLOCKS = `${TEXT_BLOCKS}, ul, ol, dl, table, pre, hr`;

/**
 * HTML that comes with data (mail messages, course steps, articles, documentation): scripts,
 * event handlers and javascript: links are removed, links open in a new tab without giving it
 * a handle on this page, and each block of text reads in its own direction (an English mail in
 * Arabic keeps its punctuation at its end), as text from data does everywhere.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  doc.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  doc.querySelectorAll(TEXT_BLOCKS).forEach((block) => {
    if (!block.hasAttribute('dir') && holdsText(block)) block.setAttribute('dir', 'auto');
  });
  return doc.body.innerHTML;
}

/** Whether the block holds text of its own, not only blocks with text. */
function holdsText(block: Element): boolean {
  return Array.from(block.childNodes).some((node) => {
    const inner = node.nodeType === Node.ELEMENT_NODE && (node as Element).matches(INNER_BLOCKS);
    const text = node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE;
    return text && !inner && (node.textContent ?? '').trim() !== '';
  });
}

/** The text of HTML from data on one line, as an excerpt shows it: no markup, no script. */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  // Blocks and line breaks part words as they do on the page.
  doc.querySelectorAll(`${INNER_BLOCKS}, br`).forEach((element) => element.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
