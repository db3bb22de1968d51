import type { LanguageCode } from '../../lib/i18n.ts';
import { navigationAr, navigationEn, navigationTr } from '../navigation/index.ts';
import type { FlatNavigationItem, NavigationTranslation } from '../navigation/index.ts';

type Titles = NavigationTranslation['navigation'];

const TITLES: Record<LanguageCode, Titles> = {
  en: navigationEn.navigation,
  tr: navigationTr.navigation,
  ar: navigationAr.navigation,
};

const PREFIX = 'navigation.';

function isTitleKey(key: string): key is keyof Titles {
  return Object.hasOwn(navigationEn.navigation, key);
}

/** A navigation entry's title in `language`, or its own title when it has no translation. */
export function navigationTitle(
  item: Pick<FlatNavigationItem, 'title' | 'translate'>,
  language: LanguageCode,
): string {
  if (!item.translate) return item.title;
  const key = item.translate.slice(PREFIX.length);
  return isTitleKey(key) ? TITLES[language][key] : item.title;
}
