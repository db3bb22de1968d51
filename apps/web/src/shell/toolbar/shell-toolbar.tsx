import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session.ts';
import { TOOLBAR_HEIGHT } from '../settings/index.ts';
import { AlertsMenu } from './alerts-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { OutboxMenu } from './outbox-menu.tsx';
import { ChatToggleButton, QuickPanelToggleButton } from './panel-toggles.tsx';
import { ShortcutBar } from './shortcut-bar.tsx';
import { ToolbarSearch } from './toolbar-search.tsx';
import { UserMenu } from './user-menu.tsx';

export type ShellToolbarProps = {
  /** Drawn first, e.g. the layout's navbar toggle. */
  leading?: ReactNode;
};

/**
 * The toolbar's content (64 high): the leading slot and the shortcut bar, then search, the
 * changes waiting to send (only while there are some), the farm alerts (admins and staff), the chat toggle, the language menu, the quick-panel toggle and the
 * user menu at the far end. A guest gets no panel toggles: the panels hold a user's own data.
 */
export function ShellToolbar({ leading }: ShellToolbarProps) {
  const { signedIn } = useSession();
  return (
    <Box
      data-testid="shell-toolbar"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        minHeight: TOOLBAR_HEIGHT,
        px: { xs: 1, md: 1.5 },
        gap: 0.5,
      }}
    >
      {leading}
      <ShortcutBar />
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
        <ToolbarSearch />
        {signedIn ? <OutboxMenu /> : null}
        <AlertsMenu />
        {signedIn ? <ChatToggleButton /> : null}
        <LanguageMenu />
        {signedIn ? <QuickPanelToggleButton /> : null}
        <Divider
          orientation="vertical"
          flexItem
          sx={{ mx: 1, my: 2, display: { xs: 'none', md: 'block' } }}
        />
        <UserMenu />
      </Box>
    </Box>
  );
}
