import { describe, expect, it } from 'vitest';
import { isMockedPath, MOCKED_PATH_PREFIXES } from './index.ts';

describe('mocked paths', () => {
  it('lists the prefix of every mocked app', () => {
    expect(MOCKED_PATH_PREFIXES).toEqual([
      '/api/faq',
      '/api/quick-panel',
      '/api/chat',
      '/api/mail-app',
      '/api/todo-app',
      '/api/contacts-app',
      '/api/notes-app',
      '/api/calendar-app',
      '/api/scrumboard-app',
      '/api/file-manager-app',
      '/api/academy-app',
      '/api/analytics-dashboard-app',
      '/api/project-dashboard-app',
      '/api/e-commerce-app',
      '/api/invoices',
      '/api/profile',
      '/api/search',
      '/api/knowledge-base',
      '/api/icons',
    ]);
  });

  it('matches the prefix itself, sub-paths and query strings only', () => {
    expect(isMockedPath('/api/faq')).toBe(true);
    expect(isMockedPath('/api/faq/3')).toBe(true);
    expect(isMockedPath('/api/faq?q=feed')).toBe(true);
    expect(isMockedPath('http://localhost:3000/api/faq')).toBe(true);
    expect(isMockedPath('/api/faqs')).toBe(false);
    expect(isMockedPath('/api/health')).toBe(false);
    expect(isMockedPath('/api/flocks?page=1')).toBe(false);
    expect(isMockedPath('/api/quick-panel/data')).toBe(true);
    expect(isMockedPath('/api/chat/get-chat?contactId=1&userId=2')).toBe(true);
    expect(isMockedPath('/api/chats')).toBe(false);
    expect(isMockedPath('/api/mail-app/mails?folderHandle=inbox')).toBe(true);
    expect(isMockedPath('/api/todo-app/todos')).toBe(true);
    expect(isMockedPath('/api/contacts-app/user')).toBe(true);
    expect(isMockedPath('/api/notes-app/notes')).toBe(true);
    expect(isMockedPath('/api/scrumboard-app/board?boardId=x')).toBe(true);
    expect(isMockedPath('/api/file-manager-app/files')).toBe(true);
    expect(isMockedPath('/api/mail')).toBe(false);
  });
});
