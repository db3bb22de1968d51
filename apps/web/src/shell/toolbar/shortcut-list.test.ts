import '../../app/app-texts.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/i18n.ts';
import {
  DEFAULT_SHORTCUTS,
  flattenNavigation,
  NAVIGATION_CONFIG,
  toggleShortcut,
} from '../navigation/index.ts';
import { navigationTitle } from './navigation-title.ts';
import { shortcutMenuItems } from './shortcut-list.ts';

const flat = flattenNavigation(NAVIGATION_CONFIG);

// Titles are looked up in the language's texts, which load when first used.
beforeAll(() => loadLanguage('tr'));

describe('shortcutMenuItems', () => {
  it('lists the current shortcuts, in order, while nothing is typed', () => {
    const items = shortcutMenuItems(flat, DEFAULT_SHORTCUTS, '  ', ['admin']);
    expect(items.map((item) => item.id)).toEqual([
      'apps.calendar',
      'apps.mailbox',
      'apps.contacts',
      'apps.todo',
    ]);
  });

  it('lists at most 10 matching entries the user may open once text is typed', () => {
    const items = shortcutMenuItems(flat, DEFAULT_SHORTCUTS, 'a', ['admin']);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(shortcutMenuItems(flat, [], 'qqqzzz', ['admin'])).toEqual([]);
  });

  it('matches the title in the shown language', () => {
    const translate = (item: (typeof flat)[number]) => navigationTitle(item, 'tr');
    const items = shortcutMenuItems(flat, [], 'takvim', ['admin'], { translate });
    expect(items.map((item) => item.id)).toContain('apps.calendar');
  });

  it('hides entries the user may not open', () => {
    const search = (roles: string[]) =>
      shortcutMenuItems(flat, [], 'sales', roles).map((item) => item.id);
    expect(search(['admin'])).toContain('apps.sales');
    expect(search(['staff'])).not.toContain('apps.sales');
    expect(search([])).not.toContain('apps.sales');
  });

  it('skips shortcuts the user may no longer open', () => {
    const items = shortcutMenuItems(flat, ['apps.sales', 'apps.calendar'], '', ['staff']);
    expect(items.map((item) => item.id)).toEqual(['apps.calendar']);
  });
});

describe('adding and removing a shortcut', () => {
  it('adds a missing entry at the end and removes a present one', () => {
    const added = toggleShortcut(DEFAULT_SHORTCUTS, 'pages.profile');
    expect(added).toEqual([...DEFAULT_SHORTCUTS, 'pages.profile']);
    expect(shortcutMenuItems(flat, added, '', ['admin']).at(-1)?.id).toBe('pages.profile');
    expect(toggleShortcut(added, 'pages.profile')).toEqual(DEFAULT_SHORTCUTS);
  });
});
