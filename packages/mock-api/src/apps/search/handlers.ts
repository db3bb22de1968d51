import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { searchPaths } from './contract.ts';
import type { SearchResult } from './contract.ts';
import { searchResults } from './sample-data.ts';

export function createHandlers(
  results: SearchResult[] = structuredClone(searchResults),
): HttpHandler[] {
  return [getCall(searchPaths.results, noQuery, () => results)];
}
