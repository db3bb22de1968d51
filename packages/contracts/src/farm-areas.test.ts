import { describe, expect, it } from 'vitest';
import { FARM_AREAS, FARM_AREA_IDS, FARM_PAGES } from './farm-areas.ts';
import { authRoles } from './roles.ts';

const areas = FARM_AREA_IDS.map((id) => ({ id, ...FARM_AREAS[id] }));

describe('the farm area list', () => {
  it('gives every area its own API path and its own screens', () => {
    const apis = areas.map((area) => area.paths.api);
    expect(new Set(apis).size).toBe(apis.length);
    const screens = areas.flatMap(({ paths }) => [paths.list, paths.create, paths.edit]);
    expect(new Set(screens).size).toBe(screens.length);
    for (const page of Object.values(FARM_PAGES)) expect(screens).not.toContain(page);
  });

  it('names the API collection under /api and the screens under /apps', () => {
    for (const { id, paths } of areas) {
      expect(paths.api, id).toMatch(/^\/api\/[a-z-]+$/);
      for (const screen of [paths.list, paths.create])
        expect(screen, id).toMatch(/^\/apps\/[^:]+$/);
      expect(paths.edit.match(/:[A-Za-z]+/g), id).toHaveLength(1);
    }
  });

  it('keeps money areas for admins, and lets staff read the others', () => {
    for (const { id, money, roles } of areas) {
      expect(roles.read, id).toEqual(money ? authRoles.admin : authRoles.staff);
      expect(roles.delete, id).toEqual(authRoles.admin);
    }
  });

  it('keeps each menu group together, opened by its first area; later ones name their entry', () => {
    const seen = new Set<string>();
    let previous: string | undefined;
    for (const { id, nav } of areas) {
      const opens = nav.group !== previous;
      if (opens) expect(seen.has(nav.group), `${id}: group ${nav.group} is split`).toBe(false);
      expect('entry' in nav, `${id}: ${opens ? 'opens' : 'joins'} ${nav.group}`).toBe(!opens);
      seen.add(nav.group);
      previous = nav.group;
    }
    const entries = areas.flatMap(({ nav }) => ('entry' in nav ? [nav.entry] : []));
    expect(entries.filter((entry) => seen.has(entry))).toEqual([]);
  });

  it('names an MUI icon for each area', () => {
    for (const { id, icon } of areas) expect(icon, id).toMatch(/^[A-Z][A-Za-z0-9]+$/);
  });
});
