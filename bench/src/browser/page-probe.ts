/**
 * What a timed page waits for: one element visible, or `rows` data rows visible inside the
 * list `container` (elements with the role `row`, explicit or a table's `tr`, holding cells
 * and text, without column headers: the header row and loading skeletons do not count).
 */
export type ProbeTarget =
  { kind: 'element'; selector: string } | { kind: 'rows'; container: string; rows: number };

export const reachedKey = '__benchReachedAt';

/**
 * The init script of a timed page: it watches the document from its first moment and keeps
 * `performance.now()` (milliseconds since navigation start) of the first change that makes
 * the target true. Plain JavaScript text, so the page runs it as written.
 */
export function probeScript(target: ProbeTarget): string {
  return `(() => {
  const target = ${JSON.stringify(target)};
  const key = ${JSON.stringify(reachedKey)};
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const isDataRow = (row) =>
    (row.tagName !== 'TR' || !row.hasAttribute('role') || row.getAttribute('role') === 'row') &&
    row.querySelector('[role="columnheader"], th') === null &&
    row.querySelector('[role="gridcell"], [role="cell"], td') !== null &&
    row.textContent.trim() !== '';
  const reached = () => {
    if (target.kind === 'element') {
      const element = document.querySelector(target.selector);
      return element !== null && visible(element);
    }
    const container = document.querySelector(target.container);
    if (container === null) return false;
    const rows = [...container.querySelectorAll('[role="row"], tr')].filter(isDataRow);
    return rows.length >= target.rows && rows.filter(visible).length >= target.rows;
  };
  const check = () => {
    if (window[key] !== undefined || !reached()) return;
    window[key] = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;
}
