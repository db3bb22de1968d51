/** The record collections the plausibility rule reads (records/plausibility.ts). */
const CHECKED = ['/api/deaths', '/api/feed-usages', '/api/house-readings', '/api/weighings'];

/**
 * A record body sent to `url` with its values confirmed: the fixtures of the figures tests
 * are hand-worked sums, some of them on values the plausibility rule would ask about.
 */
export function confirmed(url: string, body: Record<string, unknown>): Record<string, unknown> {
  return CHECKED.includes(url) ? { ...body, confirmUnusual: true } : body;
}
