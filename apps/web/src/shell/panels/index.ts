export { RightPanels } from './right-panels.tsx';
export { ChatPanel } from './chat-panel.tsx';
export { QuickPanel } from './quick-panel.tsx';
export {
  chatPanelActions,
  quickPanelActions,
  resetPanels,
  useChatPanel,
  useQuickPanel,
} from './panel-store.ts';
export type { ChatPanelControls, PanelState, QuickPanelControls } from './panel-store.ts';
export { CHAT_STATUS_COLORS } from './chat-status.tsx';
export { formatChatTime } from './chat-time.ts';
export { panelsEn } from './locales/en.ts';
export type { PanelsTexts, PanelsTranslation } from './locales/en.ts';
export { panelsTr } from './locales/tr.ts';
export { panelsAr } from './locales/ar.ts';
