import type { LanguageCode } from '../../../lib/i18n.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dragAnnouncementsAr } from './ar.ts';
import { dragAnnouncementsEn } from './en.ts';
import type { DragAnnouncementTexts } from './en.ts';
import { dragAnnouncementsTr } from './tr.ts';

const TEXTS: Record<LanguageCode, DragAnnouncementTexts> = {
  en: dragAnnouncementsEn,
  tr: dragAnnouncementsTr,
  ar: dragAnnouncementsAr,
};

/** The drag announcements in the current language, following a switch. */
export function useDragAnnouncementTexts(): DragAnnouncementTexts {
  useTranslation();
  return TEXTS[currentLanguage()];
}
