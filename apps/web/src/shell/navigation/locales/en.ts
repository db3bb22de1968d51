import type { FarmAreaId, GroupOpeningAreaId } from '@flockbook/contracts/farm-areas';

/**
 * A farm area's menu titles, by its id in the farm area list: an area that opens its group
 * names the group, its list and its new-record form; one that joins a group, its list.
 */
type FarmAreaTitles = {
  [Id in FarmAreaId]: Id extends GroupOpeningAreaId
    ? { title: string; list: string; create: string }
    : { list: string };
};

/** Navigation titles; merge into the app's `translation` resources. */
export const navigationEn = {
  navigation: {
    navbarTitle: 'Flocks Management',
    applications: 'Applications',
    dashboards: 'Dashboards',
    analytics: 'Analytics',
    farmDashboard: 'Farm',
    project: 'Project',
    farmAreas: {
      flocks: { title: 'Flock', list: 'All Flocks', create: 'New Flock' },
      houseReadings: { list: 'House Readings' },
      farms: { title: 'Farm', list: 'Farm Details', create: 'New Farm' },
      houses: { list: 'Poultry Houses' },
      feedPurchases: { title: 'Feed', list: 'Feed Details', create: 'New Feed' },
      feedUsages: { title: 'Feed Usage', list: 'Feed Usage Details', create: 'New Feed Usage' },
      diesel: { title: 'Diesel', list: 'Diesel Details', create: 'New Diesel' },
      medicines: { title: 'Medicine', list: 'Medicine Details', create: 'New Medicine' },
      medicineUses: {
        title: 'MedicineUse',
        list: 'MedicineUse Details',
        create: 'New MedicineUse',
      },
      sales: { title: 'Sales', list: 'Sales Details', create: 'New Sale' },
      parties: { list: 'Customers & Suppliers' },
      deaths: { title: 'Death', list: 'Death Details', create: 'New Death' },
      weighings: { title: 'Weighing', list: 'Weighing Details', create: 'New Weighing' },
      eggCollections: {
        title: 'Eggs',
        list: 'Egg Collection Details',
        create: 'New Egg Collection',
      },
      wood: { title: 'Wood', list: 'Wood Details', create: 'New Wood' },
      mess: { title: 'Mess', list: 'Mess Details', create: 'New Mess' },
      miscExpenses: {
        title: 'Miscellaneous Expenses',
        list: 'Miscellaneous Expenses Details',
        create: 'New Miscellaneous Expense',
      },
      employeeSalaries: {
        title: 'Employees Salary',
        list: 'Employees Salary Details',
        create: 'New Employees Salary',
      },
      employees: { list: 'Employees' },
      amounts: { title: 'Amounts', list: 'Amount Details', create: 'New Amount' },
    } satisfies FarmAreaTitles,
    dailyRound: 'Daily Round',
    vaccinationProgrammes: 'Vaccination Programmes',
    feedStock: 'Feed Stock',
    medicineStock: 'Medicine Stock',
    salaryMonth: 'Salary Month',
    farmSettings: 'Farm Settings',
    people: 'People',
    sampleApps: 'Sample Apps',
    academy: 'Academy',
    calendar: 'Calendar',
    chat: 'Chat',
    contacts: 'Contacts',
    ecommerce: 'E-commerce',
    products: 'Products',
    orders: 'Orders',
    fileManager: 'File Manager',
    mail: 'Mail',
    notes: 'Notes',
    scrumboard: 'Scrumboard',
    todo: 'To-Do',
    pages: 'Pages',
    authentication: 'Authentication',
    login: 'Login',
    loginV2: 'Login v2',
    register: 'Register',
    registerV2: 'Register v2',
    forgotPassword: 'Forgot Password',
    forgotPasswordV2: 'Forgot Password v2',
    resetPassword: 'Reset Password',
    resetPasswordV2: 'Reset Password v2',
    lockScreen: 'Lock Screen',
    mailConfirmation: 'Mail Confirmation',
    comingSoon: 'Coming Soon',
    errors: 'Errors',
    error404: '404',
    error500: '500',
    faq: 'FAQ',
    knowledgeBase: 'Knowledge Base',
    invoices: 'Invoices',
    invoiceCompact: 'Compact',
    invoiceModern: 'Modern',
    maintenance: 'Maintenance',
    pricing: 'Pricing',
    pricingStyle1: 'Style 1',
    pricingStyle2: 'Style 2',
    pricingStyle3: 'Style 3',
    profile: 'Profile',
    search: 'Search',
    searchClassic: 'Classic',
    searchModern: 'Modern',
    userInterface: 'User Interface',
    icons: 'Icons',
    typography: 'Typography',
    helperClasses: 'Helper Classes',
    pageLayouts: 'Page Layouts',
    carded: 'Carded',
    simple: 'Simple',
    blank: 'Blank',
    fullWidth: 'Full Width',
    fullWidthTabbed: 'Full Width Tabbed',
    fullWidth2: 'Full Width 2',
    fullWidth2Tabbed: 'Full Width 2 Tabbed',
    leftSidebar: 'Left Sidebar',
    leftSidebarTabbed: 'Left Sidebar Tabbed',
    leftSidebar2: 'Left Sidebar 2',
    leftSidebar2Tabbed: 'Left Sidebar 2 Tabbed',
    leftSidebar3: 'Left Sidebar 3',
    rightSidebar: 'Right Sidebar',
    rightSidebarTabbed: 'Right Sidebar Tabbed',
    rightSidebar2: 'Right Sidebar 2',
    rightSidebar2Tabbed: 'Right Sidebar 2 Tabbed',
    rightSidebar3: 'Right Sidebar 3',
    tabbed: 'Tabbed',
    authExamples: 'Auth Examples',
    adminRoleExample: 'Admin Role Example',
    staffRoleExample: 'Staff Role Example',
    guestRoleExample: 'Guest Role Example',
    documentation: 'Documentation',
    changelog: 'Changelog',
    gettingStarted: 'Getting Started',
    docsAuthentication: 'Authentication',
    components: 'Components',
    muiComponents: 'MUI Components',
    thirdPartyComponents: 'Third-Party Components',
    muiDocs: 'MUI Documentation',
  },
};

export type NavigationTranslation = typeof navigationEn;

type Titles = NavigationTranslation['navigation'];
type AreaTitles = Titles['farmAreas'];

/** The translation key of a farm area's menu title, e.g. `navigation.farmAreas.wood.list`. */
export type FarmAreaTranslateKey = {
  [Id in keyof AreaTitles]: `navigation.farmAreas.${Id}.${keyof AreaTitles[Id] & string}`;
}[keyof AreaTitles];

/** A translation key of a navigation title, e.g. `navigation.calendar`. */
export type NavigationTranslateKey =
  `navigation.${Exclude<keyof Titles, 'farmAreas'>}` | FarmAreaTranslateKey;
