/**
 * Entry point that is safe to import from the main bundle: it never imports msw or sample data.
 * The worker itself lives in `@flockbook/mock-api/browser` and is loaded on demand.
 */

/** API path prefixes answered by the in-browser mock; every other request goes to the server. */
export const MOCKED_PATH_PREFIXES: readonly string[] = [
  '/api/faq',
  '/api/quick-panel',
  '/api/chat',
];

/** True when `path` (with or without a query string or origin) is answered by the mock. */
export function isMockedPath(path: string): boolean {
  const pathname = toPathname(path);
  return MOCKED_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

function toPathname(path: string): string {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const end = withoutOrigin.search(/[?#]/);
  return end === -1 ? withoutOrigin : withoutOrigin.slice(0, end);
}

export { CHAT_STATUSES } from './contracts/chat.ts';
export type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatMessage,
  ChatStatus,
  ChatUser,
  ChatUserUpdate,
  GetChatQuery,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './contracts/chat.ts';
export type { FaqItem } from './contracts/faq.ts';
export type { MockProblem } from './contracts/problem.ts';
export type {
  QuickPanelData,
  QuickPanelEvent,
  QuickPanelItem,
  QuickPanelNote,
} from './contracts/quick-panel.ts';
