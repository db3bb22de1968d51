import { FARM_AREAS, FARM_AREA_IDS, FARM_PAGES } from '@flockbook/contracts/farm-areas';
import type { FarmAreaId } from '@flockbook/contracts/farm-areas';

/**
 * Where each farm area lives (the specification's routes), from the farm area list: its list,
 * new and edit screens and the API collection its list reads. Kept apart from the definitions
 * so the route table can name the paths without loading the areas.
 */
export const AREA_PATHS = Object.fromEntries(
  FARM_AREA_IDS.map((id) => [id, FARM_AREAS[id].paths]),
) as { [Id in FarmAreaId]: (typeof FARM_AREAS)[Id]['paths'] };

/** What a definition takes from the farm area list, by the area's id there. */
export function listedArea(id: FarmAreaId) {
  const { paths, roles, flock } = FARM_AREAS[id];
  return { endpoint: paths.api, paths, roles, flockScoped: flock };
}

/** The farm screens besides the areas' own, as the farm area list names them. */
export const FLOCK_PAGE_PATH = FARM_PAGES.flock;
export const DAILY_ROUND_PATH = FARM_PAGES.dailyRound;
export const FARM_DASHBOARD_PATH = FARM_PAGES.dashboard;
export const STOCK_PATH = FARM_PAGES.stock;
export const PROGRAMMES_PATH = FARM_PAGES.programmes;
export const PROGRAMME_PATH = FARM_PAGES.programme;
export const PARTY_PAGE_PATH = FARM_PAGES.party;
export const SALE_INVOICE_PATH = FARM_PAGES.saleInvoice;
export const SALARY_MONTH_PATH = FARM_PAGES.salaryMonth;

export function flockPagePath(flock: { id: string; handle: string }): string {
  return `/apps/flocks/${encodeURIComponent(flock.id)}/${encodeURIComponent(flock.handle)}`;
}

export function partyPagePath(partyId: string): string {
  return `/apps/parties/${encodeURIComponent(partyId)}`;
}

export function saleInvoicePath(saleId: string): string {
  return `/apps/sale/${encodeURIComponent(saleId)}/invoice`;
}
