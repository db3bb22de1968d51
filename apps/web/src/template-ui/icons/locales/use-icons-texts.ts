import { useTexts } from '../../../records/area-texts.ts';
import { iconsAr } from './ar.ts';
import { iconsEn } from './en.ts';
import type { IconsTexts } from './en.ts';
import { iconsTr } from './tr.ts';

/** The icon catalogue's words in the current language. */
export function useIconsTexts(): IconsTexts {
  return useTexts({ en: iconsEn, tr: iconsTr, ar: iconsAr });
}
