import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { useChatPanel, useQuickPanel } from '../panels/panel-store.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/** Opens or closes the 'Team Chat' panel. */
export function ChatToggleButton() {
  const label = useToolbarTexts().chat;
  const panel = useChatPanel();
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={panel.isOpen}
        data-testid="chat-toggle"
        onClick={panel.toggle}
        sx={{ width: 40, height: 40 }}
      >
        <ChatOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** Opens or closes the quick panel. */
export function QuickPanelToggleButton() {
  const label = useToolbarTexts().quickPanel;
  const panel = useQuickPanel();
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={panel.isOpen}
        data-testid="quick-panel-toggle"
        onClick={panel.toggle}
        sx={{ width: 40, height: 40 }}
      >
        <BookmarksOutlined />
      </IconButton>
    </Tooltip>
  );
}
