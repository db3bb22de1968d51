import { i18n } from '../../lib/i18n.ts';
import type { LanguageCode } from '../../lib/i18n.ts';
import type { FlatNavigationItem } from '../navigation/index.ts';

/**
 * A navigation entry's title in `language` (a language whose texts are loaded: the current one,
 * or English), or its own title when it has no translation.
 */
export function navigationTitle(
  item: Pick<FlatNavigationItem, 'title' | 'translate'>,
  language: LanguageCode,
): string {
  const key = item.translate;
  if (!key || !i18n.exists(key, language)) return item.title;
  return i18n.t(key as never, { lng: language });
}
