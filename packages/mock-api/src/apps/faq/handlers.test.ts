import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { faqItemsSchema, faqPaths } from './contract.ts';
import { createHandlers } from './handlers.ts';
import { faqItems } from './sample-data.ts';

describe('GET /api/faq', () => {
  it('answers the FAQ items with status 200 as JSON', async () => {
    const answer = await callerOf(createHandlers()).raw(faqPaths.faq);

    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
    expect(faqItemsSchema.parse(answer.body)).toEqual(faqItems);
  });

  it('serves 15 to 25 well-formed items with unique ids and questions', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(15);
    expect(faqItems.length).toBeLessThanOrEqual(25);
    for (const item of faqItems) {
      expect(item.id).toMatch(/^[0-9a-f]{8}$/);
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
  });
});
