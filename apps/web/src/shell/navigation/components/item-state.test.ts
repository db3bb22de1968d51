import { describe, expect, it } from 'vitest';
import { isItemActive } from './item-state.ts';

describe('isItemActive', () => {
  it('matches the url and the paths below it', () => {
    const item = { id: 'a', type: 'item', url: '/apps/mail' } as const;
    expect(isItemActive(item, '/apps/mail')).toBe(true);
    expect(isItemActive(item, '/apps/mail/inbox/3')).toBe(true);
    expect(isItemActive(item, '/apps/mailbox')).toBe(false);
  });

  it('matches only the url itself for an exact item', () => {
    const item = { id: 'a', type: 'item', url: '/apps/flocks', exact: true } as const;
    expect(isItemActive(item, '/apps/flocks/')).toBe(true);
    expect(isItemActive(item, '/apps/flocks/new')).toBe(false);
  });

  it('never matches an item without a url', () => {
    expect(isItemActive({ id: 'g', type: 'group' }, '/')).toBe(false);
  });
});
