import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and lists each violation as one line per element:
 * `rule (impact): target: what is wrong`. An empty list is a page without violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240),
    ),
  );
}
