import type { Flock, FlockInput } from '@flockbook/contracts';
import { api } from '../support/api.ts';

/** Rows the list pages show: at least this many flocks exist before measuring. */
export const listRows = 50;
const wantedFlocks = 60;

type Page<T> = { data: T[]; total: number };

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Places broiler flocks through the API, as an admin would, until the database holds
 * `wantedFlocks` (more than one page of `listRows`), and answers the first page of `listRows`
 * flocks in the list's default order: the peer app shows the same rows.
 */
export async function ensureFlocks(baseUrl: string, token: string): Promise<Flock[]> {
  const existing = await api<Page<Flock>>(`${baseUrl}/api/flocks?pageSize=10`, token);
  const farms = await api<Page<{ id: string }>>(`${baseUrl}/api/farms?pageSize=10`, token);
  if (farms.data.length === 0) throw new Error('The benchmark database has no farm.');
  for (let index = existing.total; index < wantedFlocks; index += 1) {
    const input: FlockInput = {
      farmId: farms.data[index % farms.data.length]?.id ?? '',
      name: `Bench flock ${String(index + 1).padStart(2, '0')}`,
      type: 'broiler',
      breed: index % 2 === 0 ? 'Ross 308' : 'Cobb 500',
      house: `House ${(index % 6) + 1}`,
      placedOn: daysAgo(index % 40),
      chicksPlaced: 8_000 + index * 100,
      chickPrice: '0.45',
      targetAgeDays: 42,
    };
    await api(`${baseUrl}/api/flocks`, token, { method: 'POST', body: JSON.stringify(input) });
  }
  const page = await api<Page<Flock>>(`${baseUrl}/api/flocks?pageSize=${listRows}`, token);
  if (page.data.length < listRows) {
    throw new Error(`Expected ${listRows} flocks on a page, the API answered ${page.data.length}.`);
  }
  return page.data;
}

/** The peer's rows: the same flocks with the columns Flockbook's list shows. */
export function peerRows(flocks: Flock[]): Record<string, string | number>[] {
  return flocks.map((flock) => ({
    id: flock.id,
    name: flock.name,
    status: flock.status,
    farmName: flock.farmName,
    breed: flock.breed,
    ageDays: flock.figures.ageDays,
    birdsAlive: flock.figures.birdsAlive,
    mortalityPercent: flock.figures.mortalityPercent,
    placedOn: flock.placedOn,
  }));
}
