import { describe, expect, it } from 'vitest';
import { filterNavigation } from './filter-navigation.ts';
import { flattenNavigation } from './flatten-navigation.ts';
import { navigationTitle } from './locales/navigation-title.ts';
import { navigationTr } from './locales/tr.ts';
import { NAVIGATION_CONFIG } from './navigation-config.ts';
import {
  indentation,
  isExternalUrl,
  isUrlInChildren,
  linkAttributes,
  pathMatchesUrl,
} from './navigation-paths.ts';
import type { FlatNavigationItem, NavigationItem } from './navigation-types.ts';
import { normaliseSearchText, searchNavigation } from './search-navigation.ts';
import { shortcutItems, toggleShortcut } from './shortcuts.ts';

function ids(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
}

const tree: readonly NavigationItem[] = [
  {
    id: 'work',
    type: 'group',
    title: 'Work',
    children: [
      {
        id: 'money',
        type: 'collapse',
        title: 'Money',
        auth: ['admin'],
        children: [
          { id: 'money.sales', type: 'item', title: 'Sales', url: '/apps/sales-details' },
          {
            id: 'money.report',
            type: 'item',
            title: 'Report',
            url: '/apps/report',
            auth: ['admin', 'staff'],
          },
        ],
      },
      {
        id: 'flocks',
        type: 'item',
        title: 'Flocks',
        url: '/apps/flocks',
        auth: ['admin', 'staff'],
      },
    ],
  },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'admin-only',
    type: 'group',
    title: 'Admin',
    children: [{ id: 'users', type: 'item', title: 'Users', url: '/apps/users', auth: ['admin'] }],
  },
  { id: 'divider-2', type: 'divider' },
  {
    id: 'guests',
    type: 'group',
    title: 'Guests',
    children: [{ id: 'welcome', type: 'item', title: 'Welcome', url: '/welcome', auth: [] }],
  },
  { id: 'divider-3', type: 'divider' },
];

describe('filterNavigation', () => {
  it('shows an admin everything except guest-only entries', () => {
    expect(ids(filterNavigation(tree, ['admin']))).toEqual([
      'work',
      'money',
      'money.sales',
      'money.report',
      'flocks',
      'divider-1',
      'admin-only',
      'users',
    ]);
  });

  it('hides a branch the user may not open and drops emptied groups and extra dividers', () => {
    expect(ids(filterNavigation(tree, 'staff'))).toEqual(['work', 'flocks']);
  });

  it('shows a guest only what admits guests', () => {
    expect(ids(filterNavigation(tree, undefined))).toEqual(['guests', 'welcome']);
    expect(ids(filterNavigation(tree, ['guest']))).toEqual(['guests', 'welcome']);
  });

  it('leaves the input untouched', () => {
    const before = structuredClone(tree);
    filterNavigation(tree, 'staff');
    expect(tree).toEqual(before);
  });

  it('hides money areas from staff in the real navigation', () => {
    const visible = ids(filterNavigation(NAVIGATION_CONFIG, ['staff']));
    expect(visible).toContain('apps.flocks');
    expect(visible).toContain('dashboards.farm');
    expect(visible).toContain('auth.staff-role-example');
    for (const hidden of [
      'sales',
      'mess',
      'miscellaneous-expenses',
      'employees-salary',
      'amounts',
      'auth.admin-role-example',
      'auth.guest-role-example',
    ]) {
      expect(visible).not.toContain(hidden);
    }
  });

  it('shows a guest only the public pages of the real navigation', () => {
    const visible = filterNavigation(NAVIGATION_CONFIG, []);
    expect(visible.map((item) => item.id)).not.toContain('applications');
    expect(visible.map((item) => item.id)).not.toContain('sample-apps');
    expect(visible.map((item) => item.id)).not.toContain('user-interface');
    expect(ids(visible)).toEqual(
      expect.arrayContaining([
        'auth.guest-role-example',
        'pages.faq',
        'pages.knowledge-base',
        'pages.pricing.style-1',
        'pages.coming-soon',
        'pages.auth.login',
        'documentation.getting-started',
      ]),
    );
    for (const hidden of ['dashboards.farm', 'dashboards.analytics', 'apps.calendar']) {
      expect(ids(visible)).not.toContain(hidden);
    }
    for (const hidden of ['pages.profile', 'pages.search.classic', 'pages.invoices.compact']) {
      expect(ids(visible)).not.toContain(hidden);
    }
  });
});

describe('flattenNavigation', () => {
  it('keeps only items, in tree order, with their own or inherited auth', () => {
    expect(flattenNavigation(tree)).toEqual([
      {
        id: 'money.sales',
        title: 'Sales',
        type: 'item',
        url: '/apps/sales-details',
        auth: ['admin'],
      },
      {
        id: 'money.report',
        title: 'Report',
        type: 'item',
        url: '/apps/report',
        auth: ['admin', 'staff'],
      },
      {
        id: 'flocks',
        title: 'Flocks',
        type: 'item',
        url: '/apps/flocks',
        auth: ['admin', 'staff'],
      },
      { id: 'users', title: 'Users', type: 'item', url: '/apps/users', auth: ['admin'] },
      { id: 'welcome', title: 'Welcome', type: 'item', url: '/welcome', auth: [] },
    ]);
  });

  it('gives id, title, translate, type, icon, url and auth', () => {
    const calendar = flattenNavigation(NAVIGATION_CONFIG).find(
      (item) => item.id === 'apps.calendar',
    );
    expect(calendar).toEqual({
      id: 'apps.calendar',
      title: 'Calendar',
      translate: 'navigation.calendar',
      type: 'item',
      icon: 'CalendarTodayOutlined',
      url: '/apps/calendar',
      auth: ['admin', 'staff'],
    });
  });

  it('leaves out links, collapses, groups and dividers', () => {
    const flat = flattenNavigation(NAVIGATION_CONFIG);
    expect(flat.every((item) => item.type === 'item')).toBe(true);
    expect(flat.some((item) => item.id === 'documentation.changelog')).toBe(false);
  });
});

describe('searchNavigation', () => {
  const flat = flattenNavigation(NAVIGATION_CONFIG);

  it('finds titles regardless of case', () => {
    expect(searchNavigation(flat, 'CALENDAR', ['admin']).map((item) => item.id)).toEqual([
      'apps.calendar',
    ]);
  });

  it('returns at most 10 results', () => {
    const results = searchNavigation(flat, 'e', ['admin']);
    expect(results).toHaveLength(10);
    expect(searchNavigation(flat, 'e', ['admin'], { limit: 3 })).toHaveLength(3);
  });

  it('returns only entries the user may open', () => {
    expect(searchNavigation(flat, 'sale', ['staff'])).toEqual([]);
    expect(searchNavigation(flat, 'sale', ['admin']).map((item) => item.id)).toEqual([
      'apps.sales',
      'apps.sales.new',
    ]);
    expect(searchNavigation(flat, 'role example', undefined).map((item) => item.id)).toEqual([
      'auth.guest-role-example',
    ]);
  });

  it('returns nothing for blank text or no match', () => {
    expect(searchNavigation(flat, '   ', ['admin'])).toEqual([]);
    expect(searchNavigation(flat, 'zzz', ['admin'])).toEqual([]);
  });

  it('puts titles starting with the text first, then word starts, then the rest', () => {
    const items: FlatNavigationItem[] = [
      { id: 'a', title: 'Unread feed', type: 'item', url: '/a' },
      { id: 'b', title: 'Seed list', type: 'item', url: '/b' },
      { id: 'c', title: 'Feed usage', type: 'item', url: '/c' },
    ];
    expect(searchNavigation(items, 'feed', null).map((item) => item.id)).toEqual(['c', 'a']);
    expect(searchNavigation(items, 'ee', null).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('needs every word typed', () => {
    expect(searchNavigation(flat, 'new feed', ['admin']).map((item) => item.id)).toEqual([
      'apps.feed.new',
      'apps.feed-usage.new',
    ]);
  });

  it('searches translated titles, ignoring accents and the dotless i', () => {
    const translate = (item: FlatNavigationItem): string =>
      item.translate ? navigationTitle(navigationTr, item.translate) : item.title;
    expect(searchNavigation(flat, 'ilac', ['staff'], { translate }).map((item) => item.id)).toEqual(
      [
        // 'İlaç Ayrıntıları', 'İlaç Stoku', 'İlaç Kullanımı Ayrıntıları' start with it,
        'apps.medicine',
        'apps.medicine.stock',
        'apps.medicine-use',
        // 'Yeni İlaç', 'Yeni İlaç Kullanımı' have a word starting with it,
        'apps.medicine.new',
        'apps.medicine-use.new',
        // 'Yapılacaklar' holds it.
        'apps.todo',
      ],
    );
    expect(searchNavigation(flat, 'SÜRÜ', ['staff'], { translate })[0]?.id).toBe('apps.flocks');
    expect(searchNavigation(flat, 'takvim', ['admin'], { translate })[0]?.id).toBe('apps.calendar');
  });

  it('normalises text', () => {
    expect(normaliseSearchText('  İlaç   Kullanımı ')).toBe('ilac kullanimi');
  });
});

describe('isUrlInChildren', () => {
  const flock = NAVIGATION_CONFIG[0]?.children?.find((item) => item.id === 'flocks');
  const pageLayouts: NavigationItem = {
    id: 'layouts',
    type: 'collapse',
    children: [
      {
        id: 'carded',
        type: 'collapse',
        children: [{ id: 'fw', type: 'item', url: '/ui/page-layouts/carded/full-width' }],
      },
    ],
  };

  it('holds when the path is a descendant url or below one', () => {
    if (!flock) throw new Error('No flock collapse');
    expect(isUrlInChildren(flock, '/apps/flocks')).toBe(true);
    expect(isUrlInChildren(flock, '/apps/flocks/new')).toBe(true);
    expect(isUrlInChildren(flock, '/apps/flocks/7/broilers-a')).toBe(true);
    expect(isUrlInChildren(flock, '/apps/flocks/?page=2')).toBe(true);
    expect(isUrlInChildren(pageLayouts, '/ui/page-layouts/carded/full-width')).toBe(true);
  });

  it('does not hold elsewhere, nor on a mere prefix of a segment', () => {
    if (!flock) throw new Error('No flock collapse');
    expect(isUrlInChildren(flock, '/apps/feed-details')).toBe(false);
    expect(isUrlInChildren(flock, '/apps/flocksx')).toBe(false);
    expect(isUrlInChildren(pageLayouts, '/ui/page-layouts/carded/full-width-tabbed')).toBe(false);
    expect(isUrlInChildren({ id: 'x', type: 'item', url: '/apps/flocks' }, '/apps/flocks')).toBe(
      false,
    );
  });

  it('never matches external urls or lets / match everything', () => {
    expect(pathMatchesUrl('https://mui.com/', '/')).toBe(false);
    expect(pathMatchesUrl('/', '/apps')).toBe(false);
    expect(pathMatchesUrl('/', '/')).toBe(true);
    expect(pathMatchesUrl('/apps/medicineUse-details', '/apps/medicineuse-details')).toBe(true);
  });
});

describe('indentation', () => {
  it('is 40 plus 16 per level, capped at 80', () => {
    expect([0, 1, 2, 3, 4, 10].map(indentation)).toEqual([40, 56, 72, 80, 80, 80]);
    expect(indentation(-1)).toBe(40);
  });
});

describe('linkAttributes', () => {
  it('opens in a new tab unless the link names a target', () => {
    expect(linkAttributes({ id: 'x', type: 'link', url: 'https://mui.com/' })).toEqual({
      href: 'https://mui.com/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(
      linkAttributes({ id: 'y', type: 'link', url: '/documentation/changelog', target: '_self' }),
    ).toEqual({ href: '/documentation/changelog', target: '_self' });
  });

  it('tells external urls', () => {
    expect(isExternalUrl('https://mui.com')).toBe(true);
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('//cdn.example/x')).toBe(true);
    expect(isExternalUrl('/apps/mail')).toBe(false);
  });
});

describe('shortcuts', () => {
  const flat = flattenNavigation(NAVIGATION_CONFIG);

  it("resolves the user's shortcuts in order, skipping unknown, repeated and forbidden ids", () => {
    const items = shortcutItems(
      flat,
      ['apps.todo', 'nope', 'apps.sales', 'apps.calendar', 'apps.todo', 'apps.flocks'],
      ['staff'],
    );
    expect(items.map((item) => item.id)).toEqual(['apps.todo', 'apps.calendar', 'apps.flocks']);
  });

  it('toggles a shortcut', () => {
    expect(toggleShortcut(['apps.todo'], 'apps.mailbox')).toEqual(['apps.todo', 'apps.mailbox']);
    expect(toggleShortcut(['apps.todo', 'apps.mailbox'], 'apps.todo')).toEqual(['apps.mailbox']);
  });
});
