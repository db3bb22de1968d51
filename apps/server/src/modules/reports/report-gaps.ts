/** How the reports mark figures computed over days without records (summary `gaps`). */

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * A figure's label, marked incomplete with the count of days without feed it is computed over
 * (the notice says what the days lack; the label stays on one line of the PDF).
 */
export const incomplete = (label: string, feedGapDays: number) =>
  feedGapDays > 0 ? `${label} (incomplete: ${days(feedGapDays)})` : label;

/** The notice of a report whose flock has days without records, or null. */
export function gapsNotice(withoutFeed: number, withoutDeaths: number): string | null {
  if (withoutFeed === 0 && withoutDeaths === 0) return null;
  const parts = [
    withoutFeed > 0 ? `${days(withoutFeed)} without a feed record` : null,
    withoutDeaths > 0 ? `${days(withoutDeaths)} without a death record` : null,
  ].filter(Boolean);
  const feed = withoutFeed > 0 ? '; FCR, feed per bird and EPEF are incomplete' : '';
  return `INCOMPLETE: ${parts.join(' and ')}${feed}.`;
}
