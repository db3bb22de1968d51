import type { Chat, ChatContact, ChatUser } from './contracts/chat.ts';
import type { QuickPanelData } from './contracts/quick-panel.ts';
import { chatContacts, chats, chatUser } from './sample-data/chat.ts';
import { quickPanelData } from './sample-data/quick-panel.ts';

/** Everything the mock can change, held in memory for the life of the worker or test server. */
export type MockState = {
  chatContacts: ChatContact[];
  chats: Chat[];
  chatUser: ChatUser;
  quickPanel: QuickPanelData;
};

function initialState(): MockState {
  return structuredClone({ chatContacts, chats, chatUser, quickPanel: quickPanelData });
}

let state: MockState = initialState();

/** The live state the handlers read and change. */
export function mockState(): MockState {
  return state;
}

/** Puts every mock record back to a fresh copy of the sample data. */
export function resetMockState(): void {
  state = initialState();
}
