import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import type { IconEntry } from './contract.ts';
import { iconsPaths } from './contract.ts';
import { buildIconEntries } from './sample-data.ts';

/** `GET /api/icons`: the full catalogue, built once when the app's mock first loads. */
export function createHandlers(entries: IconEntry[] = buildIconEntries()): HttpHandler[] {
  return [getCall(iconsPaths.icons, noQuery, () => entries)];
}
