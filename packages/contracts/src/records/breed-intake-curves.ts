import { weeklyCurveAt } from './breed-curves.ts';

/**
 * Target daily feed intake (g per bird, as hatched) by age in days, every 7 days from
 * placement, for the breeds that have a weight curve. Between the points the curve is straight.
 */
export const BREED_INTAKE_CURVES: Record<string, readonly number[]> = {
  'Ross 308': [12, 36, 72, 113, 153, 186, 210, 225],
  'Cobb 500': [12, 35, 70, 110, 150, 182, 206, 220],
};

/** The breed's target daily feed intake (g per bird) at an age, or null when it has no curve. */
export function targetIntakeG(breed: string, ageDays: number): number | null {
  const curve = BREED_INTAKE_CURVES[breed];
  return curve ? weeklyCurveAt(curve, ageDays) : null;
}
