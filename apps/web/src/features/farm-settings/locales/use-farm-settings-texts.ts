import { useTexts } from '../../../records/area-texts.ts';
import { farmSettingsAr } from './ar.ts';
import { farmSettingsEn } from './en.ts';
import type { FarmSettingsTexts } from './en.ts';
import { farmSettingsTr } from './tr.ts';

/** The farm settings screen's words, in the current language. */
export function useFarmSettingsTexts(): FarmSettingsTexts {
  return useTexts({ en: farmSettingsEn, tr: farmSettingsTr, ar: farmSettingsAr });
}
