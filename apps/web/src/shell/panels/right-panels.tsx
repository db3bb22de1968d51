import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { resetPanels, useChatPanel, useQuickPanel } from './panel-store.ts';

const ChatPanel = lazy(() =>
  import('./chat-panel.tsx').then((module) => ({ default: module.ChatPanel })),
);
const QuickPanel = lazy(() =>
  import('./quick-panel.tsx').then((module) => ({ default: module.QuickPanel })),
);

/**
 * The chat panel and the quick panel; rendered once by the signed-in layout. Each panel's code
 * is fetched the first time it opens, so the first page load does not carry it.
 */
export function RightPanels() {
  const { user } = useSession();
  const chatOpened = useOpenedOnce(useChatPanel().isOpen);
  const quickPanelOpened = useOpenedOnce(useQuickPanel().isOpen);

  // Another user (or a sign-out) never sees the previous user's open chat.
  useEffect(() => resetPanels, [user.uuid]);

  return (
    <>
      <Suspense fallback={null}>{chatOpened ? <ChatPanel /> : null}</Suspense>
      <Suspense fallback={null}>{quickPanelOpened ? <QuickPanel /> : null}</Suspense>
    </>
  );
}
