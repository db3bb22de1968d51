import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { quickPanelDataSchema, quickPanelPaths } from './contract.ts';
import type { QuickPanelItem } from './contract.ts';
import { createHandlers } from './handlers.ts';
import { quickPanelData } from './sample-data.ts';

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
  it('answers the events and notes with status 200 as JSON', async () => {
    const answer = await callerOf(createHandlers()).raw(quickPanelPaths.data);

    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
    const body = quickPanelDataSchema.parse(answer.body);
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
