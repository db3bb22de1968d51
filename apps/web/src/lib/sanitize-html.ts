import DOMPurify from 'dompurify';

/** A start tag with its attributes; a quoted value may hold '>'. */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
/** One attribute of a start tag: its name, then its value if it has one. */
const ATTRIBUTE = /([^\s"'/>=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
const EVENT_HANDLER = /^on/i;

/** Blocks whose text is drawn in its own direction when they hold text themselves. */
const TEXT_BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, blockquote, div, dd, dt, td, th, caption, figcaption';
/** Blocks whose text is not that of the block around them. */
const INNER_BLOCKS = `${TEXT_BLOCKS}, ul, ol, dl, table, pre, hr`;

/**
 * The HTML with its event-handler attributes (`onclick`, `onerror`…) taken out of the text. The
 * page's security policy reports every handler the browser's parser meets, even in a document
 * that never runs or shows, so they are gone before the HTML is parsed at all. DOMPurify and the
 * policy still guard against whatever this reading of the tags misses.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string) => {
    if (!/\bon/i.test(attributes)) return tag;
    const kept = attributes.replace(ATTRIBUTE, (attribute, attributeName: string) =>
      EVENT_HANDLER.test(attributeName) ? '' : attribute,
    );
    return `<${name}${kept}>`;
  });
}

/**
 * HTML that comes with data (mail messages, course steps, articles, documentation): scripts,
 * event handlers and javascript: links are removed, links open in a new tab without giving it
 * a handle on this page, and each block of text reads in its own direction (an English mail in
 * Arabic keeps its punctuation at its end), as text from data does everywhere.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(withoutEventHandlers(html), {
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
