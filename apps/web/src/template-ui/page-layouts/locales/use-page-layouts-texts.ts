import { useTexts } from '../../../records/area-texts.ts';
import { navigationAr, navigationEn, navigationTr } from '../../../shell/navigation/index.ts';
import { pageLayoutsAr } from './ar.ts';
import { pageLayoutsEn } from './en.ts';
import type { PageLayoutsTexts } from './en.ts';
import { pageLayoutsTr } from './tr.ts';

/** The page layout demonstrations' words in the current language. */
export function usePageLayoutsTexts(): PageLayoutsTexts {
  return useTexts({ en: pageLayoutsEn, tr: pageLayoutsTr, ar: pageLayoutsAr });
}

/** The navigation's titles (variant names, 'Page Layouts', 'Carded', ...) in the current language. */
export function useNavigationTitles() {
  return useTexts({
    en: navigationEn.navigation,
    tr: navigationTr.navigation,
    ar: navigationAr.navigation,
  });
}
