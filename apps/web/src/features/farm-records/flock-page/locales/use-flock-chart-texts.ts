import { useTexts } from '../../../../records/area-texts.ts';
import { flockChartAr } from './flock-chart/ar.ts';
import { flockChartEn } from './flock-chart/en.ts';
import type { FlockChartTexts } from './flock-chart/en.ts';
import { flockChartTr } from './flock-chart/tr.ts';

/** Words of the flock page's charts, in the current language. */
export function useFlockChartTexts(): FlockChartTexts {
  return useTexts({ en: flockChartEn, tr: flockChartTr, ar: flockChartAr });
}
