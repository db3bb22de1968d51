import { describe, expect, it } from 'vitest';
import { initialsAvatar, initialsOf } from './initials-avatar.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Amira Haddad')).toBe('AH');
    expect(initialsOf('Yusuf Can Demir')).toBe('YD');
    expect(initialsOf('  lucía   ferreira ')).toBe('LF');
    expect(initialsOf('Selin')).toBe('S');
    expect(initialsOf('(Kwame) Mensah')).toBe('KM');
    expect(initialsOf('')).toBe('?');
  });
});

describe('initialsAvatar', () => {
  it('is a data: SVG with the initials and the same colour for the same name', () => {
    const url = initialsAvatar('Grace Okafor');
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>GO</text>');
    expect(initialsAvatar('Grace Okafor')).toBe(url);
  });
});
