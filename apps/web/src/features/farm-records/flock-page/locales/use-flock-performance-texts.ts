import { useTexts } from '../../../../records/area-texts.ts';
import { flockPerformanceAr } from './flock-performance/ar.ts';
import { flockPerformanceEn } from './flock-performance/en.ts';
import type { FlockPerformanceTexts } from './flock-performance/en.ts';
import { flockPerformanceTr } from './flock-performance/tr.ts';

/** Words of the flock page's performance and money figures, in the current language. */
export function useFlockPerformanceTexts(): FlockPerformanceTexts {
  return useTexts({ en: flockPerformanceEn, tr: flockPerformanceTr, ar: flockPerformanceAr });
}
