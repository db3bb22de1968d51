import { useTexts } from '../../../../records/area-texts.ts';
import { houseReadingChartsAr } from './house-reading-charts/ar.ts';
import { houseReadingChartsEn } from './house-reading-charts/en.ts';
import type { HouseReadingChartTexts } from './house-reading-charts/en.ts';
import { houseReadingChartsTr } from './house-reading-charts/tr.ts';

/** Words of the flock page's house reading charts, in the current language. */
export function useHouseReadingChartTexts(): HouseReadingChartTexts {
  return useTexts({ en: houseReadingChartsEn, tr: houseReadingChartsTr, ar: houseReadingChartsAr });
}
