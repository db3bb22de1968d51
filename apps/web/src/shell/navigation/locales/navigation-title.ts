import type { NavigationTranslateKey, NavigationTranslation } from './en.ts';

/** The title a language gives a navigation key (`navigation.farmAreas.wood.list`), or ''. */
export function navigationTitle(
  translation: NavigationTranslation,
  key: NavigationTranslateKey,
): string {
  let value: unknown = translation;
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? Reflect.get(value, part) : undefined;
  }
  return typeof value === 'string' ? value : '';
}
