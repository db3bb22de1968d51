import type { Page } from '@playwright/test';

/** Where a page problem came from, as a test reports it. */
export type PageProblemSource = 'console' | 'pageerror' | 'csp';

export type PageProblem = { source: PageProblemSource; text: string; url: string };

/**
 * Problems a page may report on purpose. Each entry says why it is expected; keep the list
 * short: a problem that is not here fails the test that watches the page.
 */
export const EXPECTED_PAGE_PROBLEMS: readonly { pattern: RegExp; why: string }[] = [];

const CSP_BINDING = '__flockbookReportCspViolation';

/**
 * Collects what a page reports as wrong from now on, across its navigations: console messages of
 * type error, uncaught errors and rejections ('pageerror') and content-security-policy
 * violations (the `securitypolicyviolation` event of every document the page loads). Expected
 * problems (EXPECTED_PAGE_PROBLEMS) are left out.
 */
export async function watchPageProblems(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  const record = (source: PageProblemSource, text: string) => {
    if (EXPECTED_PAGE_PROBLEMS.some((expected) => expected.pattern.test(text))) return;
    problems.push({ source, text, url: page.url() });
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    record('console', where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => record('pageerror', error.message));
  await page.exposeBinding(CSP_BINDING, (_source, text: string) => record('csp', text));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}` +
          ` in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  }, CSP_BINDING);
  return problems;
}

/** The problems as lines for a failure message. */
export function describePageProblems(problems: readonly PageProblem[]): string {
  return problems
    .map((problem) => `[${problem.source}] ${problem.text} on ${problem.url}`)
    .join('\n');
}
