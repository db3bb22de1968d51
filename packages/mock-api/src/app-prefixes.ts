/**
 * The path prefix of each sample app the in-browser mock answers. This file has no imports,
 * so the main bundle can read it without pulling in msw, zod or any sample data.
 */
export const MOCK_APP_PREFIXES = {
  faq: '/api/faq',
  quickPanel: '/api/quick-panel',
  chat: '/api/chat',
  mail: '/api/mail-app',
  todo: '/api/todo-app',
  contacts: '/api/contacts-app',
  notes: '/api/notes-app',
  calendar: '/api/calendar-app',
  scrumboard: '/api/scrumboard-app',
  fileManager: '/api/file-manager-app',
  academy: '/api/academy-app',
  analyticsDashboard: '/api/analytics-dashboard-app',
  projectDashboard: '/api/project-dashboard-app',
  eCommerce: '/api/e-commerce-app',
  invoices: '/api/invoices',
  profile: '/api/profile',
  search: '/api/search',
  knowledgeBase: '/api/knowledge-base',
  icons: '/api/icons',
} as const;

export type MockAppName = keyof typeof MOCK_APP_PREFIXES;
