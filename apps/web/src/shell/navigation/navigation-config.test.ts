import { authRoles } from '@flockbook/contracts';
import { FARM_AREAS, FARM_AREA_IDS } from '@flockbook/contracts/farm-areas';
import { describe, expect, it } from 'vitest';
import { filterNavigation } from './filter-navigation.ts';
import { flattenNavigation } from './flatten-navigation.ts';
import { navigationAr } from './locales/ar.ts';
import { navigationEn } from './locales/en.ts';
import { navigationTr } from './locales/tr.ts';
import { navigationTitle } from './locales/navigation-title.ts';
import {
  CARDED_PAGE_LAYOUTS,
  DEFAULT_SHORTCUTS,
  NAVBAR_TITLE,
  NAVIGATION_CONFIG,
  SIMPLE_PAGE_LAYOUTS,
} from './navigation-config.ts';
import { navigationIcon } from './navigation-icons.ts';
import type { NavigationItem } from './navigation-types.ts';

function walk(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...walk(item.children ?? [])]);
}

function find(id: string): NavigationItem {
  const item = walk(NAVIGATION_CONFIG).find((entry) => entry.id === id);
  if (!item) throw new Error(`No navigation item ${id}`);
  return item;
}

const all = walk(NAVIGATION_CONFIG);
const applications = find('applications');

/**
 * The specification's menu group Applications: Dashboards, then these farm areas in this order,
 * each with its all/details entry and its new entry at the specification's routes. The product
 * adds areas of its own between them (the farm area list's; see farm-area-list.test.ts).
 */
const SPEC_MENU_AREAS = [
  ['Flock', '/apps/flocks', '/apps/flocks/new', authRoles.staff],
  ['Farm', '/apps/farm-details', '/apps/farm', authRoles.staff],
  ['Feed', '/apps/feed-details', '/apps/feed/new', authRoles.staff],
  ['Feed Usage', '/apps/feedusage-details', '/apps/feedusage/new', authRoles.staff],
  ['Diesel', '/apps/diesel-details', '/apps/diesel/new', authRoles.staff],
  ['Medicine', '/apps/medicine-details', '/apps/medicine/new', authRoles.staff],
  ['MedicineUse', '/apps/medicineUse-details', '/apps/medicineUse/new', authRoles.staff],
  ['Sales', '/apps/sales-details', '/apps/sale/new', authRoles.admin],
  ['Death', '/apps/death-details', '/apps/death/new', authRoles.staff],
  ['Wood', '/apps/wood-details', '/apps/wood/new', authRoles.staff],
  ['Mess', '/apps/mess-details', '/apps/mess/new', authRoles.admin],
  [
    'Miscellaneous Expenses',
    '/apps/miscellaneousExpenses-details',
    '/apps/miscellaneousExpenses/new',
    authRoles.admin,
  ],
  [
    'Employees Salary',
    '/apps/employees-salary-details',
    '/apps/employees-salary/new',
    authRoles.admin,
  ],
] as const;

/** An area the specification names and routes to, though its menu list leaves it out. */
const SPEC_ROUTED_AREAS = [
  ['Amounts', '/apps/amount-details', '/apps/amount/new', authRoles.admin],
] as const;

/** The farm area list's menu groups, in its order. */
const FARM_GROUPS = [...new Set(FARM_AREA_IDS.map((id) => FARM_AREAS[id].nav.group))];

describe('navigation config', () => {
  it("opens with the group 'Applications': Dashboards, the farm groups in order, Farm Settings, People", () => {
    expect(NAVIGATION_CONFIG[0]).toBe(applications);
    expect(applications).toMatchObject({ type: 'group', title: 'Applications' });
    const children = applications.children ?? [];
    const titles = children.map((child) => child.title ?? '');
    const specTitles = ['Dashboards', ...SPEC_MENU_AREAS.map(([title]) => title)];
    // The specification's entries in its order, whatever areas of the product lie between them.
    expect(titles.filter((title) => specTitles.includes(title))).toEqual(specTitles);
    expect(children.map((child) => child.id)).toEqual([
      'dashboards',
      ...FARM_GROUPS,
      'apps.settings.farm',
      'apps.settings.users',
    ]);
    expect(titles.slice(-2)).toEqual(['Farm Settings', 'People']);
  });

  it('offers the farm settings screen to admins only', () => {
    expect(find('apps.settings.farm')).toMatchObject({
      type: 'item',
      url: '/apps/settings/farm',
      icon: 'TuneOutlined',
      auth: ['admin'],
    });
    const ids = (roles: string[]) =>
      walk(filterNavigation(NAVIGATION_CONFIG, roles)).map((item) => item.id);
    expect(ids(['staff'])).not.toContain('apps.settings.farm');
    expect(ids(['admin'])).toContain('apps.settings.farm');
  });

  it('offers the people screen to admins only', () => {
    expect(find('apps.settings.users')).toMatchObject({
      type: 'item',
      url: '/apps/settings/users',
      icon: 'GroupOutlined',
      auth: ['admin'],
    });
    const ids = (roles: string[]) =>
      walk(filterNavigation(NAVIGATION_CONFIG, roles)).map((item) => item.id);
    expect(ids(['staff'])).not.toContain('apps.settings.users');
    expect(ids([])).not.toContain('apps.settings.users');
    expect(ids(['admin'])).toContain('apps.settings.users');
  });

  it('lists Analytics, then the farm dashboard, then Project under Dashboards', () => {
    const dashboards = find('dashboards');
    expect(dashboards.type).toBe('collapse');
    expect(dashboards.children?.map((child) => [child.title, child.url])).toEqual([
      ['Analytics', '/apps/dashboards/analytics'],
      ['Farm', '/apps/dashboards/farm'],
      ['Project', '/apps/dashboards/project'],
    ]);
    expect(find('dashboards.farm').auth).toEqual(['admin', 'staff']);
  });

  it.each([...SPEC_MENU_AREAS, ...SPEC_ROUTED_AREAS])(
    '%s: a collapse with its list and new entry, for %s',
    (title, list, create, auth) => {
      const area = applications.children?.find((child) => child.title === title);
      expect(area?.type).toBe('collapse');
      expect(area?.auth).toEqual(auth);
      // The product's own screens may open a group (the daily round opens Flock).
      const own = new Set(['apps.daily-round']);
      const entries = area?.children?.filter((child) => !own.has(child.id));
      expect(entries?.slice(0, 2).map((child) => [child.type, child.url, child.auth])).toEqual([
        ['item', list, auth],
        ['item', create, auth],
      ]);
    },
  );

  it('opens Flock with the daily round, for admin and staff', () => {
    expect(find('flocks').children?.[0]).toMatchObject({
      id: 'apps.daily-round',
      type: 'item',
      title: 'Daily Round',
      translate: 'navigation.dailyRound',
      url: '/apps/daily-round',
      auth: ['admin', 'staff'],
    });
  });

  it('gives Feed and Medicine their stock screen, and Medicine its vaccination programmes', () => {
    for (const [id, title, count] of [
      ['feed', 'Feed Stock', 3],
      ['medicine', 'Medicine Stock', 4],
    ] as const) {
      const stock = find(id).children?.[2];
      expect(stock).toMatchObject({
        type: 'item',
        title,
        url: '/apps/stock',
        auth: ['admin', 'staff'],
      });
      expect(find(id).children).toHaveLength(count);
    }
    expect(find('medicine').children?.at(-1)).toMatchObject({
      type: 'item',
      title: 'Vaccination Programmes',
      url: '/apps/vaccination-programmes',
    });
  });

  it('keeps money areas for admins only', () => {
    for (const id of ['sales', 'mess', 'miscellaneous-expenses', 'employees-salary', 'amounts']) {
      expect(find(id).auth).toEqual(['admin']);
    }
  });

  it('uses unique ids', () => {
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every item and link a url and every entry but dividers a title', () => {
    for (const item of all) {
      if (item.type === 'item' || item.type === 'link') expect(item.url, item.id).toBeTruthy();
      if (item.type !== 'divider') expect(item.title, item.id).toBeTruthy();
      if (item.type === 'group' || item.type === 'collapse') {
        expect(item.children?.length, item.id).toBeGreaterThan(0);
      }
    }
  });

  it('names only registered icons', () => {
    for (const item of all) {
      if (item.icon !== undefined) expect(navigationIcon(item.icon), item.id).toBeDefined();
    }
  });

  it('translates every title into English, Turkish and Arabic', () => {
    const keys = all.flatMap((item) => (item.translate ? [item.translate] : []));
    expect(keys.length).toBe(all.filter((item) => item.type !== 'divider').length);
    for (const key of [...keys, NAVBAR_TITLE.translate]) {
      expect(navigationTitle(navigationEn, key), key).toBeTruthy();
      expect(navigationTitle(navigationTr, key), key).toBeTruthy();
      expect(navigationTitle(navigationAr, key), key).toBeTruthy();
    }
    for (const item of all) {
      if (!item.translate) continue;
      expect(navigationTitle(navigationEn, item.translate)).toBe(item.title);
    }
    expect(navigationTr.navigation.farmAreas.flocks.list).toBe('Tüm Sürüler');
    expect(navigationAr.navigation.navbarTitle).toBe('إدارة القطعان');
  });

  it("titles the navbar 'Flocks Management'", () => {
    expect(NAVBAR_TITLE).toEqual({
      title: 'Flocks Management',
      translate: 'navigation.navbarTitle',
    });
  });

  it('has the sample apps with their urls and a badge on Mail', () => {
    const urls = Object.fromEntries(
      flattenNavigation(find('sample-apps').children ?? []).map((item) => [item.id, item.url]),
    );
    expect(urls).toEqual({
      'apps.academy': '/apps/academy',
      'apps.calendar': '/apps/calendar',
      'apps.chat': '/apps/chat',
      'apps.contacts': '/apps/contacts',
      'apps.ecommerce.products': '/apps/e-commerce/products',
      'apps.ecommerce.orders': '/apps/e-commerce/orders',
      'apps.file-manager': '/apps/file-manager',
      'apps.mailbox': '/apps/mail',
      'apps.notes': '/apps/notes',
      'apps.scrumboard': '/apps/scrumboard',
      'apps.todo': '/apps/todo',
    });
    expect(find('apps.mailbox').badge).toMatchObject({ title: expect.any(String) });
  });

  it('lists the template pages', () => {
    const urls = flattenNavigation(find('pages').children ?? []).map((item) => item.url);
    for (const page of [
      'login',
      'login-2',
      'register',
      'register-2',
      'forgot-password',
      'forgot-password-2',
      'reset-password',
      'reset-password-2',
      'lock',
      'mail-confirm',
    ]) {
      expect(urls).toContain(`/pages/auth/${page}`);
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        '/pages/coming-soon',
        '/pages/errors/error-404',
        '/pages/errors/error-500',
        '/pages/faq',
        '/pages/knowledge-base',
        '/pages/invoices/compact',
        '/pages/invoices/modern',
        '/pages/maintenance',
        '/pages/pricing/style-1',
        '/pages/pricing/style-2',
        '/pages/pricing/style-3',
        '/pages/profile',
        '/pages/search/classic',
        '/pages/search/modern',
      ]),
    );
  });

  it('lists the user interface pages with 12 carded and 8 simple layouts', () => {
    expect(CARDED_PAGE_LAYOUTS).toHaveLength(12);
    expect(SIMPLE_PAGE_LAYOUTS).toHaveLength(8);
    const urls = flattenNavigation(find('user-interface').children ?? []).map((item) => item.url);
    expect(urls.filter((url) => url.startsWith('/ui/page-layouts/carded/'))).toHaveLength(12);
    expect(urls.filter((url) => url.startsWith('/ui/page-layouts/simple/'))).toHaveLength(8);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/ui/icons',
        '/ui/typography',
        '/ui/helper-classes',
        '/ui/page-layouts/blank',
      ]),
    );
  });

  it('has the auth examples for admin, admin or staff, and guests', () => {
    expect(find('auth.admin-role-example')).toMatchObject({
      url: '/auth/admin-role-example',
      auth: ['admin'],
    });
    expect(find('auth.staff-role-example')).toMatchObject({
      url: '/auth/staff-role-example',
      auth: ['admin', 'staff'],
    });
    expect(find('auth.guest-role-example')).toMatchObject({
      url: '/auth/guest-role-example',
      auth: [],
    });
  });

  it('has documentation with a same-tab changelog link and an external new-tab link', () => {
    expect(find('documentation.changelog')).toMatchObject({
      type: 'link',
      url: '/documentation/changelog',
      target: '_self',
    });
    const external = find('documentation.mui-docs');
    expect(external.type).toBe('link');
    expect(external.url).toMatch(/^https:\/\//);
    expect(external.target).toBeUndefined();
    expect(all.some((item) => item.type === 'divider')).toBe(true);
  });

  it('points only at app paths or external addresses', () => {
    for (const item of all) {
      if (item.url === undefined) continue;
      expect(item.url, item.id).toMatch(/^(\/(apps|pages|ui|auth|documentation)\/|https:\/\/)/);
    }
  });

  it('has items for the default shortcuts: calendar, mail, contacts, to-do', () => {
    expect(DEFAULT_SHORTCUTS).toEqual([
      'apps.calendar',
      'apps.mailbox',
      'apps.contacts',
      'apps.todo',
    ]);
    const flat = flattenNavigation(NAVIGATION_CONFIG);
    for (const id of [...DEFAULT_SHORTCUTS, 'apps.flocks']) {
      expect(
        flat.some((item) => item.id === id),
        id,
      ).toBe(true);
    }
  });
});
