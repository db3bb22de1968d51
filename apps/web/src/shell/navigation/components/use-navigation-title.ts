import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { NavigationItem } from '../navigation-types.ts';

/** The title of a navigation item in the current language (its own title when untranslated). */
export function useNavigationTitle(): (item: NavigationItem) => string {
  const { t } = useTranslation();
  return useCallback(
    (item: NavigationItem) =>
      item.translate ? t(item.translate, { defaultValue: item.title ?? '' }) : (item.title ?? ''),
    [t],
  );
}
