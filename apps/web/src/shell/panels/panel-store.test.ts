import { afterEach, describe, expect, it } from 'vitest';
import {
  chatPanelActions,
  INITIAL_PANEL_STATE,
  panelState,
  quickPanelActions,
  resetPanels,
} from './panel-store.ts';

afterEach(resetPanels);

describe('panel store', () => {
  it('starts with both panels closed and no contact', () => {
    expect(panelState()).toEqual(INITIAL_PANEL_STATE);
  });

  it('toggles each panel and never keeps both open', () => {
    chatPanelActions.toggle();
    expect(panelState()).toMatchObject({ chatOpen: true, quickPanelOpen: false });
    quickPanelActions.toggle();
    expect(panelState()).toMatchObject({ chatOpen: false, quickPanelOpen: true });
    quickPanelActions.toggle();
    expect(panelState()).toMatchObject({ chatOpen: false, quickPanelOpen: false });
  });

  it('opens the chat panel when a contact is selected and keeps the contact after closing', () => {
    chatPanelActions.selectContact('amira');
    expect(panelState()).toMatchObject({ chatOpen: true, selectedContactId: 'amira' });
    chatPanelActions.close();
    expect(panelState()).toMatchObject({ chatOpen: false, selectedContactId: 'amira' });
  });

  it('removing the chat clears the contact and closes the panel', () => {
    chatPanelActions.selectContact('amira');
    chatPanelActions.removeChat();
    expect(panelState()).toMatchObject({ chatOpen: false, selectedContactId: null });
  });
});
