import { useState } from 'react';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden.tsx';
import type { TFunction } from '../../lib/translator.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ListSort } from '../list-state.ts';
import { pageCount } from './list-pagination.tsx';
import type { PageTotal } from './totals-footer.tsx';

export type ListSummary = {
  sort: ListSort | null;
  /** The sorted column's header. */
  sortLabel: string | undefined;
  total: number;
  /** One-based. */
  page: number;
  pageSize: number;
  totals: readonly PageTotal[];
};

/**
 * What a list says to a screen reader once a page of it has arrived: its order, how many
 * records match, which page of how many, and the page's totals. The table's header says the
 * same with `aria-sort`, but only to someone who goes back to it.
 */
export function listAnnouncement(t: TFunction, summary: ListSummary): string {
  const { sort, sortLabel, total, page, pageSize, totals } = summary;
  const pages = pageCount({ total, pageSize });
  const parts = [
    sort && sortLabel
      ? t('records.list.announce.sorted', {
          column: sortLabel,
          direction: t(
            `records.list.announce.${sort.direction === 'asc' ? 'ascending' : 'descending'}`,
          ),
        })
      : t('records.list.announce.defaultOrder'),
    t('records.list.announce.matches', { count: total }),
    t('records.list.announce.page', { page, pages }),
  ];
  if (totals.length > 0 && total > 0) {
    const sums = totals.map((item) => `${item.label} ${item.value}`).join('; ');
    parts.push(t('records.list.announce.totals', { totals: sums }));
  }
  return parts.join(' ');
}

/**
 * A polite live region holding the list's summary, said whenever it changes: when the list's
 * first page arrives and after every new order, page or filter. While a page loads
 * (`summary` is null) it keeps the last one, so nothing is said twice.
 */
export function ListAnnouncement({ summary }: { summary: ListSummary | null }) {
  const { t } = useTranslation();
  const text = summary ? listAnnouncement(t, summary) : null;
  const [said, setSaid] = useState('');
  // Kept while the next page loads: set as the text arrives, during the render.
  if (text !== null && text !== said) setSaid(text);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={VISUALLY_HIDDEN}
      data-testid="list-announcement"
    >
      {said}
    </div>
  );
}
