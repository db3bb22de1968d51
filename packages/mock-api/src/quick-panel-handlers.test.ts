import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuickPanelData, QuickPanelItem } from './contracts/quick-panel.ts';
import { handlers, resetMockState } from './handlers.ts';
import { quickPanelData } from './sample-data/quick-panel.ts';

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

function expectWellFormed(items: QuickPanelItem[]): void {
  expect(items.length).toBeGreaterThanOrEqual(4);
  expect(items.length).toBeLessThanOrEqual(6);
  for (const item of items) {
    expect(Object.keys(item).sort()).toEqual(['detail', 'id', 'title']);
    expect(item.id).toMatch(/^[0-9a-f]{8}$/);
    expect(item.title.trim()).not.toBe('');
    expect(item.detail.trim()).not.toBe('');
  }
}

describe('GET /api/quick-panel/data', () => {
  it('answers the events and notes with status 200', async () => {
    const response = await fetch('http://localhost/api/quick-panel/data');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as QuickPanelData;
    expect(Object.keys(body).sort()).toEqual(['events', 'notes']);
    expect(body).toEqual(quickPanelData);
  });

  it('serves four to six well-formed events and notes with unique ids', () => {
    expectWellFormed(quickPanelData.events);
    expectWellFormed(quickPanelData.notes);
    const ids = [...quickPanelData.events, ...quickPanelData.notes].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
