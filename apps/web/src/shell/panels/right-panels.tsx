import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { ChatPanel } from './chat-panel.tsx';
import { resetPanels } from './panel-store.ts';
import { QuickPanel } from './quick-panel.tsx';

/** The chat panel and the quick panel; rendered once by the signed-in layout. */
export function RightPanels() {
  const { user } = useSession();

  // Another user (or a sign-out) never sees the previous user's open chat.
  useEffect(() => resetPanels, [user.uuid]);

  return (
    <>
      <ChatPanel />
      <QuickPanel />
    </>
  );
}
