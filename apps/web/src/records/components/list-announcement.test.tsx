import '../../app/app-texts.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n.ts';
import { ListAnnouncement, listAnnouncement } from './list-announcement.tsx';
import type { ListSummary } from './list-announcement.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const summary: ListSummary = {
  sort: { field: 'placedOn', direction: 'desc' },
  sortLabel: 'Placed',
  total: 34,
  page: 2,
  pageSize: 25,
  totals: [
    { field: 'placed', label: 'Birds placed', value: '12,000' },
    { field: 'deaths', label: 'Deaths', value: '35' },
  ],
};

describe('listAnnouncement', () => {
  it('says the order, the number of records, the page and the page totals', () => {
    expect(listAnnouncement(i18n.t, summary)).toBe(
      'Sorted by Placed, descending. 34 records. Page 2 of 2. ' +
        'Page total: Birds placed 12,000; Deaths 35.',
    );
  });

  it('says the default order, one record, and no totals for an empty page', () => {
    const one = { ...summary, sort: null, sortLabel: undefined, total: 1, page: 1 };
    expect(listAnnouncement(i18n.t, one)).toBe(
      'In the default order. 1 record. Page 1 of 1. Page total: Birds placed 12,000; Deaths 35.',
    );
    expect(listAnnouncement(i18n.t, { ...one, total: 0 })).toBe(
      'In the default order. 0 records. Page 1 of 1.',
    );
  });

  it('speaks Arabic with its plural forms', async () => {
    await changeLanguage('ar');
    const text = listAnnouncement(i18n.t, { ...summary, totals: [], total: 2, page: 1 });
    expect(text).toBe('مرتبة حسب Placed، تنازليًا. سجلان. الصفحة 1 من 1.');
    expect(listAnnouncement(i18n.t, { ...summary, totals: [], total: 11, page: 1 })).toContain(
      '11 سجلًا.',
    );
  });
});

describe('ListAnnouncement', () => {
  it('is a polite status that keeps the last summary while a page loads', () => {
    const { rerender } = render(<ListAnnouncement summary={summary} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Sorted by Placed, descending.');
    rerender(<ListAnnouncement summary={null} />);
    expect(region.textContent).toContain('Sorted by Placed, descending.');
    act(() =>
      rerender(
        <ListAnnouncement
          summary={{ ...summary, sort: { field: 'placedOn', direction: 'asc' } }}
        />,
      ),
    );
    expect(region.textContent).toContain('Sorted by Placed, ascending.');
  });
});
