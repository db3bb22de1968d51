import { FARM_AREAS, FARM_AREA_IDS, FARM_PAGES } from '@flockbook/contracts/farm-areas';
import type { FarmAreaId, GroupOpeningAreaId } from '@flockbook/contracts/farm-areas';
import { authRoles } from '@flockbook/contracts/roles';
import { navigationEn } from './locales/en.ts';
import type { FarmAreaTranslateKey, NavigationTranslateKey } from './locales/en.ts';
import { navigationTitle } from './locales/navigation-title.ts';
import type { NavigationIconName } from './navigation-icons.ts';
import type { NavigationAuth, NavigationItem } from './navigation-types.ts';

type TitleKey = Exclude<keyof typeof navigationEn.navigation, 'farmAreas'>;
type NavText = { title: string; translate: NavigationTranslateKey };

/** The English title and the translation key of a navigation text. */
function text(key: TitleKey): NavText {
  return { title: navigationEn.navigation[key], translate: `navigation.${key}` };
}

const textOf = (key: TitleKey | NavText): NavText => (typeof key === 'string' ? text(key) : key);

/** The navbar's header title. */
export const NAVBAR_TITLE = text('navbarTitle');

/** Navigation item ids a new user has as shortcuts: calendar, mail, contacts, to-do. */
export const DEFAULT_SHORTCUTS: readonly string[] = [
  'apps.calendar',
  'apps.mailbox',
  'apps.contacts',
  'apps.todo',
];

/** Farm areas everyone signed in works with (admin and staff). */
const FARM_STAFF: NavigationAuth = authRoles.staff;
/** Farm areas that carry money (the farm area list's `money`): admin only. */
const FARM_MONEY: NavigationAuth = authRoles.admin;
/** The farm settings (alert thresholds, currency, ...): admin only, as the server's PATCH. */
const FARM_SETTINGS: NavigationAuth = authRoles.admin;
/** People (accounts, invitations, roles and farms): admin only, as the server's /api/users. */
const PEOPLE: NavigationAuth = authRoles.admin;
/** Sample apps, dashboards and pages that show a user's own data: signed-in users, not guests. */
const SIGNED_IN: NavigationAuth = authRoles.staff;

function item(
  id: string,
  key: TitleKey | NavText,
  url: string,
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'url'>> = {},
): NavigationItem {
  return { id, type: 'item', ...textOf(key), url, ...extra };
}

function collapse(
  id: string,
  key: TitleKey | NavText,
  icon: NavigationIconName,
  children: readonly NavigationItem[],
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'children'>> = {},
): NavigationItem {
  return { id, type: 'collapse', ...textOf(key), icon, children, ...extra };
}

function group(
  id: string,
  key: TitleKey,
  children: readonly NavigationItem[],
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'children'>> = {},
): NavigationItem {
  return { id, type: 'group', ...text(key), children, ...extra };
}

/** A farm area's menu title: the group it opens, its list or its new-record form. */
function areaText(key: FarmAreaTranslateKey): NavText {
  return { title: navigationTitle(navigationEn, key), translate: key };
}

function opensGroup(id: FarmAreaId): id is GroupOpeningAreaId {
  return !('entry' in FARM_AREAS[id].nav);
}

/** The icon of the collapse an area opens (one the menu bundles, as the type checks). */
function groupIcon(id: GroupOpeningAreaId): NavigationIconName {
  return FARM_AREAS[id].icon;
}

type GroupPage = { id: string; key: TitleKey; url: string };

/** Screens that open a farm group, before its first area's list (the daily round). */
const GROUP_FIRST_PAGES: Record<string, readonly GroupPage[]> = {
  flocks: [{ id: 'apps.daily-round', key: 'dailyRound', url: FARM_PAGES.dailyRound }],
};

/** Screens of a farm group after its first area's list and form (the stock, the salary month). */
const GROUP_PAGES: Record<string, readonly GroupPage[]> = {
  feed: [{ id: 'apps.feed.stock', key: 'feedStock', url: FARM_PAGES.stock }],
  medicine: [
    { id: 'apps.medicine.stock', key: 'medicineStock', url: FARM_PAGES.stock },
    {
      id: 'apps.medicine.programmes',
      key: 'vaccinationProgrammes',
      url: FARM_PAGES.programmes,
    },
  ],
  'employees-salary': [
    { id: 'apps.employees-salary.month', key: 'salaryMonth', url: FARM_PAGES.salaryMonth },
  ],
};

const areaAuth = (id: FarmAreaId): NavigationAuth =>
  FARM_AREAS[id].money ? FARM_MONEY : FARM_STAFF;

/**
 * The farm areas' menu, from the farm area list: a collapse per group holding the list and
 * the new-record form of the area that opens it, the group's other screens, then the lists of
 * the areas that join it. A list is exact when the form's address lies under it, so it is not
 * also active on the form.
 */
function farmAreaGroups(): NavigationItem[] {
  const groups = new Map<string, FarmAreaId[]>();
  for (const id of FARM_AREA_IDS) {
    const { group } = FARM_AREAS[id].nav;
    groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return [...groups].flatMap(([group, [first, ...joined]]) => {
    if (first === undefined || !opensGroup(first)) return [];
    const auth = areaAuth(first);
    const { list, create } = FARM_AREAS[first].paths;
    const page = (entry: GroupPage) => item(entry.id, entry.key, entry.url, { auth });
    const children = [
      ...(GROUP_FIRST_PAGES[group] ?? []).map(page),
      item(`apps.${group}`, areaText(`navigation.farmAreas.${first}.list`), list, {
        auth,
        ...(create.startsWith(`${list}/`) ? { exact: true } : {}),
      }),
      item(`apps.${group}.new`, areaText(`navigation.farmAreas.${first}.create`), create, {
        auth,
      }),
      ...(GROUP_PAGES[group] ?? []).map(page),
      ...joined.map((id) => {
        const { nav, paths } = FARM_AREAS[id];
        const entry = 'entry' in nav ? nav.entry : id;
        return item(`apps.${entry}`, areaText(`navigation.farmAreas.${id}.list`), paths.list, {
          auth: areaAuth(id),
        });
      }),
    ];
    return [
      collapse(group, areaText(`navigation.farmAreas.${first}.title`), groupIcon(first), children, {
        auth,
      }),
    ];
  });
}

/** The page-layout variants under /ui/page-layouts/carded/{slug} (12). */
export const CARDED_PAGE_LAYOUTS = [
  { slug: 'full-width', key: 'fullWidth' },
  { slug: 'full-width-tabbed', key: 'fullWidthTabbed' },
  { slug: 'full-width-2', key: 'fullWidth2' },
  { slug: 'full-width-2-tabbed', key: 'fullWidth2Tabbed' },
  { slug: 'left-sidebar', key: 'leftSidebar' },
  { slug: 'left-sidebar-tabbed', key: 'leftSidebarTabbed' },
  { slug: 'left-sidebar-2', key: 'leftSidebar2' },
  { slug: 'left-sidebar-2-tabbed', key: 'leftSidebar2Tabbed' },
  { slug: 'right-sidebar', key: 'rightSidebar' },
  { slug: 'right-sidebar-tabbed', key: 'rightSidebarTabbed' },
  { slug: 'right-sidebar-2', key: 'rightSidebar2' },
  { slug: 'right-sidebar-2-tabbed', key: 'rightSidebar2Tabbed' },
] as const satisfies readonly { slug: string; key: TitleKey }[];

/** The page-layout variants under /ui/page-layouts/simple/{slug} (8). */
export const SIMPLE_PAGE_LAYOUTS = [
  { slug: 'full-width', key: 'fullWidth' },
  { slug: 'left-sidebar', key: 'leftSidebar' },
  { slug: 'left-sidebar-2', key: 'leftSidebar2' },
  { slug: 'left-sidebar-3', key: 'leftSidebar3' },
  { slug: 'right-sidebar', key: 'rightSidebar' },
  { slug: 'right-sidebar-2', key: 'rightSidebar2' },
  { slug: 'right-sidebar-3', key: 'rightSidebar3' },
  { slug: 'tabbed', key: 'tabbed' },
] as const satisfies readonly { slug: string; key: TitleKey }[];

/**
 * The whole navigation tree: farm work first (titled 'Applications'), then the sample apps,
 * template pages, user interface, auth examples and documentation. Items are hidden from users
 * their `auth` does not admit (see `filterNavigation`).
 */
export const NAVIGATION_CONFIG: readonly NavigationItem[] = [
  group('applications', 'applications', [
    collapse('dashboards', 'dashboards', 'DashboardOutlined', [
      item('dashboards.analytics', 'analytics', '/apps/dashboards/analytics', {
        icon: 'InsightsOutlined',
        auth: SIGNED_IN,
      }),
      item('dashboards.farm', 'farmDashboard', FARM_PAGES.dashboard, {
        icon: 'AgricultureOutlined',
        auth: FARM_STAFF,
      }),
      item('dashboards.project', 'project', '/apps/dashboards/project', {
        icon: 'AssignmentOutlined',
        auth: SIGNED_IN,
      }),
    ]),
    ...farmAreaGroups(),
    item('apps.settings.farm', 'farmSettings', '/apps/settings/farm', {
      icon: 'TuneOutlined',
      auth: FARM_SETTINGS,
    }),
    item('apps.settings.users', 'people', '/apps/settings/users', {
      icon: 'GroupOutlined',
      auth: PEOPLE,
    }),
  ]),
  group(
    'sample-apps',
    'sampleApps',
    [
      item('apps.academy', 'academy', '/apps/academy', { icon: 'SchoolOutlined' }),
      item('apps.calendar', 'calendar', '/apps/calendar', { icon: 'CalendarTodayOutlined' }),
      item('apps.chat', 'chat', '/apps/chat', { icon: 'ChatOutlined' }),
      item('apps.contacts', 'contacts', '/apps/contacts', { icon: 'AccountBoxOutlined' }),
      collapse('apps.ecommerce', 'ecommerce', 'ShoppingCartOutlined', [
        item('apps.ecommerce.products', 'products', '/apps/e-commerce/products'),
        item('apps.ecommerce.orders', 'orders', '/apps/e-commerce/orders'),
      ]),
      item('apps.file-manager', 'fileManager', '/apps/file-manager', { icon: 'FolderOutlined' }),
      item('apps.mailbox', 'mail', '/apps/mail', {
        icon: 'EmailOutlined',
        badge: { title: '25', bg: '#C62828', fg: '#FFFFFF' },
      }),
      item('apps.notes', 'notes', '/apps/notes', { icon: 'StickyNote2Outlined' }),
      item('apps.scrumboard', 'scrumboard', '/apps/scrumboard', { icon: 'ViewKanbanOutlined' }),
      item('apps.todo', 'todo', '/apps/todo', { icon: 'CheckBoxOutlined' }),
    ],
    { auth: SIGNED_IN },
  ),
  group('pages', 'pages', [
    collapse('pages.authentication', 'authentication', 'LockOutlined', [
      item('pages.auth.login', 'login', '/pages/auth/login'),
      item('pages.auth.login-2', 'loginV2', '/pages/auth/login-2'),
      item('pages.auth.register', 'register', '/pages/auth/register'),
      item('pages.auth.register-2', 'registerV2', '/pages/auth/register-2'),
      item('pages.auth.forgot-password', 'forgotPassword', '/pages/auth/forgot-password'),
      item('pages.auth.forgot-password-2', 'forgotPasswordV2', '/pages/auth/forgot-password-2'),
      item('pages.auth.reset-password', 'resetPassword', '/pages/auth/reset-password'),
      item('pages.auth.reset-password-2', 'resetPasswordV2', '/pages/auth/reset-password-2'),
      item('pages.auth.lock', 'lockScreen', '/pages/auth/lock'),
      item('pages.auth.mail-confirm', 'mailConfirmation', '/pages/auth/mail-confirm'),
    ]),
    item('pages.coming-soon', 'comingSoon', '/pages/coming-soon', { icon: 'AlarmOutlined' }),
    collapse('pages.errors', 'errors', 'ErrorOutlineOutlined', [
      item('pages.errors.404', 'error404', '/pages/errors/error-404'),
      item('pages.errors.500', 'error500', '/pages/errors/error-500'),
    ]),
    item('pages.faq', 'faq', '/pages/faq', { icon: 'HelpOutlineOutlined' }),
    item('pages.knowledge-base', 'knowledgeBase', '/pages/knowledge-base', {
      icon: 'ImportContactsOutlined',
    }),
    collapse(
      'pages.invoices',
      'invoices',
      'ReceiptOutlined',
      [
        item('pages.invoices.compact', 'invoiceCompact', '/pages/invoices/compact'),
        item('pages.invoices.modern', 'invoiceModern', '/pages/invoices/modern'),
      ],
      { auth: SIGNED_IN },
    ),
    item('pages.maintenance', 'maintenance', '/pages/maintenance', { icon: 'BuildOutlined' }),
    collapse('pages.pricing', 'pricing', 'AttachMoneyOutlined', [
      item('pages.pricing.style-1', 'pricingStyle1', '/pages/pricing/style-1'),
      item('pages.pricing.style-2', 'pricingStyle2', '/pages/pricing/style-2'),
      item('pages.pricing.style-3', 'pricingStyle3', '/pages/pricing/style-3'),
    ]),
    item('pages.profile', 'profile', '/pages/profile', {
      icon: 'PersonOutlined',
      auth: SIGNED_IN,
    }),
    collapse(
      'pages.search',
      'search',
      'SearchOutlined',
      [
        item('pages.search.classic', 'searchClassic', '/pages/search/classic'),
        item('pages.search.modern', 'searchModern', '/pages/search/modern'),
      ],
      { auth: SIGNED_IN },
    ),
  ]),
  group(
    'user-interface',
    'userInterface',
    [
      item('ui.icons', 'icons', '/ui/icons', { icon: 'EmojiSymbolsOutlined' }),
      item('ui.typography', 'typography', '/ui/typography', { icon: 'TextFieldsOutlined' }),
      item('ui.helper-classes', 'helperClasses', '/ui/helper-classes', { icon: 'CodeOutlined' }),
      collapse('ui.page-layouts', 'pageLayouts', 'ViewQuiltOutlined', [
        collapse(
          'ui.page-layouts.carded',
          'carded',
          'WebAssetOutlined',
          CARDED_PAGE_LAYOUTS.map(({ slug, key }) =>
            item(`ui.page-layouts.carded.${slug}`, key, `/ui/page-layouts/carded/${slug}`),
          ),
        ),
        collapse(
          'ui.page-layouts.simple',
          'simple',
          'WebAssetOutlined',
          SIMPLE_PAGE_LAYOUTS.map(({ slug, key }) =>
            item(`ui.page-layouts.simple.${slug}`, key, `/ui/page-layouts/simple/${slug}`),
          ),
        ),
        item('ui.page-layouts.blank', 'blank', '/ui/page-layouts/blank', {
          icon: 'WebAssetOutlined',
        }),
      ]),
    ],
    { auth: SIGNED_IN },
  ),
  group('auth', 'authExamples', [
    item('auth.admin-role-example', 'adminRoleExample', '/auth/admin-role-example', {
      icon: 'AdminPanelSettingsOutlined',
      auth: authRoles.admin,
    }),
    item('auth.staff-role-example', 'staffRoleExample', '/auth/staff-role-example', {
      icon: 'BadgeOutlined',
      auth: authRoles.staff,
    }),
    item('auth.guest-role-example', 'guestRoleExample', '/auth/guest-role-example', {
      icon: 'NoAccountsOutlined',
      auth: authRoles.onlyGuest,
    }),
  ]),
  { id: 'divider-documentation', type: 'divider' },
  group('documentation', 'documentation', [
    {
      id: 'documentation.changelog',
      type: 'link',
      ...text('changelog'),
      icon: 'HistoryOutlined',
      url: '/documentation/changelog',
      target: '_self',
    },
    item('documentation.getting-started', 'gettingStarted', '/documentation/getting-started', {
      icon: 'RocketLaunchOutlined',
    }),
    item('documentation.authentication', 'docsAuthentication', '/documentation/authentication', {
      icon: 'KeyOutlined',
    }),
    item('documentation.components', 'components', '/documentation/components', {
      icon: 'WidgetsOutlined',
    }),
    item('documentation.mui-components', 'muiComponents', '/documentation/mui-components', {
      icon: 'LayersOutlined',
    }),
    item(
      'documentation.third-party-components',
      'thirdPartyComponents',
      '/documentation/third-party-components',
      { icon: 'ExtensionOutlined' },
    ),
    {
      id: 'documentation.mui-docs',
      type: 'link',
      ...text('muiDocs'),
      icon: 'OpenInNewOutlined',
      url: 'https://mui.com/material-ui/getting-started/',
    },
  ]),
];
