import DOMPurify from 'dompurify';

/**
 * HTML that comes with data (mail messages, course steps, articles, documentation): scripts,
 * event handlers and javascript: links are removed, and links open in a new tab without
 * giving it a handle on this page.
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
  return doc.body.innerHTML;
}
