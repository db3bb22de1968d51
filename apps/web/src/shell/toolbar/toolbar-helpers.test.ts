import '../../app/app-texts.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/i18n.ts';
import { toolbarEn } from './locales/en.ts';
import { navigationTitle } from './navigation-title.ts';
import { flatNavigationWithIcons } from './use-flat-navigation.ts';
import { roleLabel } from './user-menu.tsx';
import { initialsOf } from './user-avatar.tsx';

describe('navigationTitle', () => {
  beforeAll(() => loadLanguage('tr'));

  it('translates a navigation entry and falls back to its own title', () => {
    const calendar = { title: 'Calendar', translate: 'navigation.calendar' } as const;
    expect(navigationTitle(calendar, 'en')).toBe('Calendar');
    expect(navigationTitle(calendar, 'tr')).toBe('Takvim');
    expect(navigationTitle({ title: 'Plain' }, 'ar')).toBe('Plain');
  });
});

describe('roleLabel', () => {
  const roles = toolbarEn.toolbar.user.roles;
  it('names the first known role, or Guest', () => {
    expect(roleLabel(['admin'], roles)).toBe('Admin');
    expect(roleLabel(['staff'], roles)).toBe('Staff');
    expect(roleLabel(['guest'], roles)).toBe('Guest');
    expect(roleLabel([], roles)).toBe('Guest');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Amina Rahman')).toBe('AR');
    expect(initialsOf('Grace Ada Okafor')).toBe('GO');
    expect(initialsOf('selin')).toBe('S');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('flatNavigationWithIcons', () => {
  it("gives an entry without an icon its section's icon", () => {
    const flat = flatNavigationWithIcons([
      {
        id: 'flock',
        type: 'collapse',
        icon: 'EggOutlined',
        children: [
          { id: 'flocks.all', type: 'item', title: 'All Flocks', url: '/apps/flocks' },
          {
            id: 'flocks.new',
            type: 'item',
            title: 'New Flock',
            url: '/apps/flocks/new',
            icon: 'ScaleOutlined',
          },
        ],
      },
      { id: 'plain', type: 'item', title: 'Plain', url: '/plain' },
    ]);
    expect(flat.map((item) => [item.id, item.icon])).toEqual([
      ['flocks.all', 'EggOutlined'],
      ['flocks.new', 'ScaleOutlined'],
      ['plain', undefined],
    ]);
  });
});
