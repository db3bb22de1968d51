import { parseSettingsPatch } from './merge-settings.ts';
import { SETTINGS_QUERY_PARAM } from './shell-constants.ts';
import type { SettingsPatch } from './settings-types.ts';

/**
 * Default settings carried by the query string as JSON, e.g.
 * `?defaultSettings={"layout":{"style":"layout2"}}`. Returns `undefined` when the parameter is
 * missing, is not valid JSON, or holds nothing usable; invalid fields inside are dropped.
 */
export function settingsFromQueryString(
  search: string | URLSearchParams,
  parameter: string = SETTINGS_QUERY_PARAM,
): SettingsPatch | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(parameter);
  if (raw === null || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const patch = parseSettingsPatch(value);
  return Object.keys(patch).length > 0 ? patch : undefined;
}
