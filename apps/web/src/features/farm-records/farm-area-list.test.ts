import { FARM_AREAS, FARM_AREA_IDS, FARM_PAGES } from '@flockbook/contracts/farm-areas';
import type { FarmAreaId } from '@flockbook/contracts/farm-areas';
import { authRoles } from '@flockbook/contracts/roles';
import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '../../shell/layouts/route-config.ts';
import { navigationAr } from '../../shell/navigation/locales/ar.ts';
import { navigationEn } from '../../shell/navigation/locales/en.ts';
import { navigationTitle } from '../../shell/navigation/locales/navigation-title.ts';
import { navigationTr } from '../../shell/navigation/locales/tr.ts';
import { NAVIGATION_CONFIG } from '../../shell/navigation/navigation-config.ts';
import type { NavigationItem } from '../../shell/navigation/navigation-types.ts';
import { AREA_LOADERS, DEFINED_AREA_IDS, areaAuth } from './area-loaders.ts';
import { farmRecordsRouteConfig } from './routes/farm-records-routes.tsx';
import { moneyRecordsRouteConfig } from './routes/money-records-routes.tsx';

// The farm area list (contracts) against what the web app derives from it or keeps beside it:
// the definitions, the routes, the menu and its titles.
const routePaths = (config: RouteConfig) => config.routes.map((route) => route.path);
const walk = (items: readonly NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...walk(item.children ?? [])]);
const applications = NAVIGATION_CONFIG.find((item) => item.id === 'applications');
const menu = walk(applications?.children ?? []);
const screens = (id: FarmAreaId) => {
  const { list, create, edit } = FARM_AREAS[id].paths;
  return [list, create, edit];
};

describe('the web app against the farm area list', () => {
  it('finds one definition file for each area and none for an area the list lacks', () => {
    expect([...DEFINED_AREA_IDS].sort()).toEqual([...FARM_AREA_IDS].sort());
  });

  it.each(FARM_AREA_IDS)(
    "%s: its definition has the list's paths, roles, flock and icon",
    async (id) => {
      const area = FARM_AREAS[id];
      const definition = await AREA_LOADERS[id]();
      expect(definition.endpoint).toBe(area.paths.api);
      expect(definition.paths).toEqual(area.paths);
      expect(definition.roles).toEqual(area.roles);
      expect(definition.flockScoped).toBe(area.flock);
      const icon = (await import(`@mui/icons-material/${area.icon}`)) as { default: unknown };
      expect(definition.icon, area.icon).toBe(icon.default);
    },
  );

  it('routes each area at its screens, in the admins-only group exactly when it carries money', () => {
    const farm = routePaths(farmRecordsRouteConfig);
    const money = routePaths(moneyRecordsRouteConfig);
    expect(moneyRecordsRouteConfig.auth).toEqual(authRoles.admin);
    expect(farmRecordsRouteConfig.auth).toEqual(authRoles.staff);
    for (const id of FARM_AREA_IDS) {
      const [own, other] = FARM_AREAS[id].money ? [money, farm] : [farm, money];
      for (const path of screens(id)) {
        expect(own, `${id}: ${path}`).toContain(path);
        expect(other, `${id}: ${path}`).not.toContain(path);
      }
      expect(areaAuth(id)).toEqual(FARM_AREAS[id].money ? authRoles.admin : authRoles.staff);
    }
    const listed = new Set<string | undefined>([
      ...FARM_AREA_IDS.flatMap(screens),
      ...Object.values(FARM_PAGES),
    ]);
    expect([...farm, ...money].filter((path) => !listed.has(path))).toEqual([]);
  });

  it("gives each area a menu entry at its list (and its form, opening a group) for the list's roles", () => {
    for (const id of FARM_AREA_IDS) {
      const { paths, nav, icon, money } = FARM_AREAS[id];
      const auth = money ? authRoles.admin : authRoles.staff;
      const list = menu.find((item) => item.type === 'item' && item.url === paths.list);
      expect(list?.auth, `${id}: ${paths.list}`).toEqual(auth);
      const group = menu.find((item) => item.id === nav.group);
      expect(group?.type, `${id}: group ${nav.group}`).toBe('collapse');
      expect(group?.children, `${id}: in ${nav.group}`).toContain(list);
      if ('entry' in nav) {
        expect(list?.id).toBe(`apps.${nav.entry}`);
        continue;
      }
      expect(group).toMatchObject({ icon, auth });
      expect(list?.id).toBe(`apps.${nav.group}`);
      // The form follows the list (a farm page may open the group before them).
      const listAt = group?.children?.indexOf(list as NavigationItem) ?? -1;
      expect(group?.children?.[listAt + 1]).toMatchObject({
        id: `apps.${nav.group}.new`,
        url: paths.create,
        auth,
      });
    }
  });

  it('points the farm menu only at listed screens and farm pages', () => {
    const listed = new Set<string | undefined>([
      ...FARM_AREA_IDS.map((id) => FARM_AREAS[id].paths.list),
      ...FARM_AREA_IDS.map((id) => FARM_AREAS[id].paths.create),
      ...Object.values(FARM_PAGES),
    ]);
    const groups = new Set<string>(FARM_AREA_IDS.map((id) => FARM_AREAS[id].nav.group));
    const farmEntries = menu
      .filter((item) => groups.has(item.id))
      .flatMap((item) => item.children ?? []);
    expect(farmEntries.filter((item) => !listed.has(item.url)).map((item) => item.url)).toEqual([]);
  });

  it("titles each area's menu entries in English, Turkish and Arabic, keyed by its id", () => {
    const keys = menu.flatMap((item) =>
      item.translate?.startsWith('navigation.farmAreas.') ? [item.translate] : [],
    );
    for (const id of FARM_AREA_IDS) {
      expect(
        keys.filter((key) => key.startsWith(`navigation.farmAreas.${id}.`)),
        id,
      ).not.toEqual([]);
    }
    for (const key of keys) {
      for (const translation of [navigationEn, navigationTr, navigationAr]) {
        expect(navigationTitle(translation, key), key).not.toBe('');
      }
    }
    expect(Object.keys(navigationEn.navigation.farmAreas)).toEqual(FARM_AREA_IDS);
  });
});
