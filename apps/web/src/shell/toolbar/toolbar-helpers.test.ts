import { describe, expect, it } from 'vitest';
import { toolbarEn } from './locales/en.ts';
import { navigationTitle } from './navigation-title.ts';
import { roleLabel } from './user-menu.tsx';
import { initialsOf } from './user-avatar.tsx';

describe('navigationTitle', () => {
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
