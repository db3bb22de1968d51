/** The parts of a course step's text; the step's HTML is built from them. */
export type StepText = {
  paragraphs: readonly string[];
  list?: { ordered: boolean; items: readonly string[] };
  code?: string;
  tip?: string;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A step's HTML: paragraphs, then a list, a code block and a tip when it has them. */
export function stepHtml({ paragraphs, list, code, tip }: StepText): string {
  const parts = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (list) {
    const tag = list.ordered ? 'ol' : 'ul';
    const items = list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
    parts.push(`<${tag}>${items}</${tag}>`);
  }
  // Commands read left to right in every language.
  if (code) parts.push(`<pre dir="ltr"><code>${escapeHtml(code)}</code></pre>`);
  if (tip) parts.push(`<blockquote><p><strong>Tip:</strong> ${escapeHtml(tip)}</p></blockquote>`);
  return parts.join('\n');
}
