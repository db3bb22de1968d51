import { FARM_AREAS, FARM_AREA_IDS } from '@flockbook/contracts/farm-areas';
import type { FarmAreaId } from '@flockbook/contracts/farm-areas';
import { authRoles } from '@flockbook/contracts/roles';
import type { RouteAuth } from '../../lib/route-auth.ts';
import type { AreaLoader } from '../../records/list-route-start.ts';
import type { RecordArea } from '../../records/record-area.ts';

/** Who may open the farm work's screens and the money screens (the server enforces it too). */
export const FARM_AREAS_AUTH: RouteAuth = authRoles.staff;
export const MONEY_AREAS_AUTH: RouteAuth = authRoles.admin;

/** Who may open an area's screens: admins only where it carries money. */
export function areaAuth(area: FarmAreaId): RouteAuth {
  return FARM_AREAS[area].money ? MONEY_AREAS_AUTH : FARM_AREAS_AUTH;
}

/** A definition's module: it exports its area's definition as `<id>Area` (e.g. `woodArea`). */
type DefinitionModule = { readonly [name: `${string}Area`]: RecordArea | undefined };

/**
 * The definitions' modules, by file: `areas/<id in kebab case>-area.ts(x)`. Not eager: each is
 * a file of its own, downloaded when its area is first opened, never with the first download.
 */
const definitionModules = import.meta.glob<DefinitionModule>('./areas/*-area.{ts,tsx}');

/** The area a definition's file is named for (`egg-collections-area.ts`: `eggCollections`). */
const areaIdOfFile = (path: string) =>
  path
    .replace(/^.*\//, '')
    .replace(/-area\.tsx?$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The area of each definition file, for the check that they are exactly the listed areas. */
export const DEFINED_AREA_IDS: readonly string[] = Object.keys(definitionModules).map(areaIdOfFile);

function definitionLoader(id: FarmAreaId): AreaLoader {
  const file = Object.keys(definitionModules).find((path) => areaIdOfFile(path) === id);
  return async () => {
    const definition = file && (await definitionModules[file]?.())?.[`${id}Area`];
    if (!definition) throw new Error(`No areas/*-area.ts(x) file exports ${id}Area`);
    return definition;
  };
}

/**
 * Each farm area's definition, loaded on first need. The routes and the start-up's early page
 * start both load them from here.
 */
export const AREA_LOADERS = Object.fromEntries(
  FARM_AREA_IDS.map((id) => [id, definitionLoader(id)]),
) as Record<FarmAreaId, AreaLoader>;
