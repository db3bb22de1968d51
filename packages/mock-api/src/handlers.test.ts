import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqItems } from './sample-data/faq.ts';
import { handlers } from './handlers.ts';
import { isMockedPath, MOCKED_PATH_PREFIXES } from './index.ts';

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('GET /api/faq', () => {
  it('answers the FAQ items with status 200', async () => {
    const response = await fetch('http://localhost/api/faq');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body: unknown = await response.json();
    expect(body).toEqual(faqItems);
  });

  it('serves well-formed items with unique ids', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(8);
    for (const item of faqItems) {
      expect(item.id).toMatch(/^[0-9a-f]{8}$/);
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
  });
});

describe('mocked paths', () => {
  it('lists the FAQ, quick panel and chat prefixes', () => {
    expect(MOCKED_PATH_PREFIXES).toEqual(['/api/faq', '/api/quick-panel', '/api/chat']);
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
  });
});
