import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA... */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** ...and headings in order, which axe files under best practice. */
const EXTRA_RULES = { 'heading-order': { enabled: true } };

/**
 * Runs axe on the page as it is now (or on the part `include` selects) and lists each
 * violation as one line per element: `rule (impact): target: what is wrong`. An empty list is a
 * page without violations. Axe runs inside the page (legacy mode): the builder's default opens
 * a second page for every check to merge the answers of frames, which took two seconds a page
 * in the navigation walk, and the app draws no frames of its own.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // `options` replaces what was set before it: the tags come after.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: EXTRA_RULES })
    .withTags(WCAG_AA_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240),
    ),
  );
}
