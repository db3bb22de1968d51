import { authRoles } from '@flockbook/contracts/roles';
import { navigationEn } from './locales/en.ts';
import type { NavigationTranslateKey } from './locales/en.ts';
import type { NavigationIconName } from './navigation-icons.ts';
import type { NavigationAuth, NavigationItem } from './navigation-types.ts';

type TitleKey = keyof typeof navigationEn.navigation;

/** The English title and the translation key of a navigation text. */
function text(key: TitleKey): { title: string; translate: NavigationTranslateKey } {
  return { title: navigationEn.navigation[key], translate: `navigation.${key}` };
}

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
/** Farm areas with money figures (sales, salaries, amounts, ...): admin only. */
const FARM_MONEY: NavigationAuth = authRoles.admin;
/** The farm settings (alert thresholds, currency, ...): admin only, as the server's PATCH. */
const FARM_SETTINGS: NavigationAuth = authRoles.admin;
/** Sample apps, dashboards and pages that show a user's own data: signed-in users, not guests. */
const SIGNED_IN: NavigationAuth = authRoles.staff;

function item(
  id: string,
  key: TitleKey,
  url: string,
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'url'>> = {},
): NavigationItem {
  return { id, type: 'item', ...text(key), url, ...extra };
}

function collapse(
  id: string,
  key: TitleKey,
  icon: NavigationIconName,
  children: readonly NavigationItem[],
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'children'>> = {},
): NavigationItem {
  return { id, type: 'collapse', ...text(key), icon, children, ...extra };
}

function group(
  id: string,
  key: TitleKey,
  children: readonly NavigationItem[],
  extra: Partial<Omit<NavigationItem, 'id' | 'type' | 'children'>> = {},
): NavigationItem {
  return { id, type: 'group', ...text(key), children, ...extra };
}

type FarmArea = {
  /** Id of the collapse; its entries are `apps.<id>` and `apps.<id>.new`. */
  id: string;
  key: TitleKey;
  icon: NavigationIconName;
  auth: NavigationAuth;
  details: { key: TitleKey; url: string; exact?: boolean };
  create: { key: TitleKey; url: string };
  /** Further screens of the area (the stock screen), after its list and form. */
  more?: readonly { id: string; key: TitleKey; url: string }[];
};

/** A farm area: a collapse holding its list (all / details) and its new-record form. */
function farmArea(area: FarmArea): NavigationItem {
  const { auth } = area;
  return collapse(
    area.id,
    area.key,
    area.icon,
    [
      item(`apps.${area.id}`, area.details.key, area.details.url, {
        auth,
        ...(area.details.exact ? { exact: true } : {}),
      }),
      item(`apps.${area.id}.new`, area.create.key, area.create.url, { auth }),
      ...(area.more ?? []).map((entry) => item(entry.id, entry.key, entry.url, { auth })),
    ],
    { auth },
  );
}

const FARM_AREAS: readonly FarmArea[] = [
  {
    id: 'flocks',
    key: 'flock',
    icon: 'EggOutlined',
    auth: FARM_STAFF,
    // Exact, so the list is not also active on /apps/flocks/new.
    details: { key: 'flocksAll', url: '/apps/flocks', exact: true },
    create: { key: 'flocksNew', url: '/apps/flocks/new' },
  },
  {
    id: 'farms',
    key: 'farm',
    icon: 'WarehouseOutlined',
    auth: FARM_STAFF,
    details: { key: 'farmDetails', url: '/apps/farm-details' },
    create: { key: 'farmNew', url: '/apps/farm' },
  },
  {
    id: 'feed',
    key: 'feed',
    icon: 'GrassOutlined',
    auth: FARM_STAFF,
    details: { key: 'feedDetails', url: '/apps/feed-details' },
    create: { key: 'feedNew', url: '/apps/feed/new' },
    more: [{ id: 'apps.feed.stock', key: 'feedStock', url: '/apps/stock' }],
  },
  {
    id: 'feed-usage',
    key: 'feedUsage',
    icon: 'ScaleOutlined',
    auth: FARM_STAFF,
    details: { key: 'feedUsageDetails', url: '/apps/feedusage-details' },
    create: { key: 'feedUsageNew', url: '/apps/feedusage/new' },
  },
  {
    id: 'diesel',
    key: 'diesel',
    icon: 'LocalGasStationOutlined',
    auth: FARM_STAFF,
    details: { key: 'dieselDetails', url: '/apps/diesel-details' },
    create: { key: 'dieselNew', url: '/apps/diesel/new' },
  },
  {
    id: 'medicine',
    key: 'medicine',
    icon: 'MedicationOutlined',
    auth: FARM_STAFF,
    details: { key: 'medicineDetails', url: '/apps/medicine-details' },
    create: { key: 'medicineNew', url: '/apps/medicine/new' },
    more: [{ id: 'apps.medicine.stock', key: 'medicineStock', url: '/apps/stock' }],
  },
  {
    id: 'medicine-use',
    key: 'medicineUse',
    icon: 'VaccinesOutlined',
    auth: FARM_STAFF,
    details: { key: 'medicineUseDetails', url: '/apps/medicineUse-details' },
    create: { key: 'medicineUseNew', url: '/apps/medicineUse/new' },
  },
  {
    id: 'sales',
    key: 'sales',
    icon: 'PointOfSaleOutlined',
    auth: FARM_MONEY,
    details: { key: 'salesDetails', url: '/apps/sales-details' },
    create: { key: 'salesNew', url: '/apps/sale/new' },
    more: [{ id: 'apps.parties', key: 'parties', url: '/apps/parties' }],
  },
  {
    id: 'deaths',
    key: 'death',
    icon: 'HeartBrokenOutlined',
    auth: FARM_STAFF,
    details: { key: 'deathDetails', url: '/apps/death-details' },
    create: { key: 'deathNew', url: '/apps/death/new' },
  },
  {
    id: 'weighings',
    key: 'weighing',
    icon: 'MonitorWeightOutlined',
    auth: FARM_STAFF,
    details: { key: 'weighingDetails', url: '/apps/weighing-details' },
    create: { key: 'weighingNew', url: '/apps/weighing/new' },
  },
  {
    id: 'eggs',
    key: 'eggs',
    icon: 'EggAltOutlined',
    auth: FARM_STAFF,
    details: { key: 'eggsDetails', url: '/apps/eggs-details' },
    create: { key: 'eggsNew', url: '/apps/eggs/new' },
  },
  {
    id: 'wood',
    key: 'wood',
    icon: 'ForestOutlined',
    auth: FARM_STAFF,
    details: { key: 'woodDetails', url: '/apps/wood-details' },
    create: { key: 'woodNew', url: '/apps/wood/new' },
  },
  {
    id: 'mess',
    key: 'mess',
    icon: 'RestaurantOutlined',
    auth: FARM_MONEY,
    details: { key: 'messDetails', url: '/apps/mess-details' },
    create: { key: 'messNew', url: '/apps/mess/new' },
  },
  {
    id: 'miscellaneous-expenses',
    key: 'miscellaneousExpenses',
    icon: 'ReceiptLongOutlined',
    auth: FARM_MONEY,
    details: { key: 'miscellaneousExpensesDetails', url: '/apps/miscellaneousExpenses-details' },
    create: { key: 'miscellaneousExpensesNew', url: '/apps/miscellaneousExpenses/new' },
  },
  {
    id: 'employees-salary',
    key: 'employeesSalary',
    icon: 'PaymentsOutlined',
    auth: FARM_MONEY,
    details: { key: 'employeesSalaryDetails', url: '/apps/employees-salary-details' },
    create: { key: 'employeesSalaryNew', url: '/apps/employees-salary/new' },
    more: [
      {
        id: 'apps.employees-salary.month',
        key: 'salaryMonth',
        url: '/apps/employees-salary/month',
      },
      { id: 'apps.employees', key: 'employees', url: '/apps/employees' },
    ],
  },
  {
    id: 'amounts',
    key: 'amounts',
    icon: 'AccountBalanceWalletOutlined',
    auth: FARM_MONEY,
    details: { key: 'amountDetails', url: '/apps/amount-details' },
    create: { key: 'amountNew', url: '/apps/amount/new' },
  },
];

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
      item('dashboards.farm', 'farmDashboard', '/apps/dashboards/farm', {
        icon: 'AgricultureOutlined',
        auth: FARM_STAFF,
      }),
      item('dashboards.project', 'project', '/apps/dashboards/project', {
        icon: 'AssignmentOutlined',
        auth: SIGNED_IN,
      }),
    ]),
    ...FARM_AREAS.map(farmArea),
    item('apps.settings.farm', 'farmSettings', '/apps/settings/farm', {
      icon: 'TuneOutlined',
      auth: FARM_SETTINGS,
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
