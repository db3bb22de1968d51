/**
 * Target body weight (g, as hatched) by age in days, every 7 days from placement, for the
 * broiler breeds with published performance objectives. Between the points the curve is
 * straight.
 */
export const BREED_WEIGHT_CURVES: Record<string, readonly number[]> = {
  'Ross 308': [42, 190, 480, 950, 1550, 2200, 2850, 3450],
  'Cobb 500': [42, 185, 470, 930, 1520, 2150, 2780, 3380],
};

/** The breed's target weight (g) at an age, or null when the breed has no curve. */
export function targetWeightG(breed: string, ageDays: number): number | null {
  const curve = BREED_WEIGHT_CURVES[breed];
  return curve ? weeklyCurveAt(curve, ageDays) : null;
}

/**
 * A curve of weekly points read at an age in days, straight between the points; null outside
 * the ages it covers (a breeder flock outlives a broiler curve).
 */
export function weeklyCurveAt(curve: readonly number[], ageDays: number): number | null {
  if (ageDays < 0 || curve.length < 2 || ageDays > (curve.length - 1) * 7) return null;
  const week = Math.min(Math.floor(ageDays / 7), curve.length - 2);
  const from = curve[week] ?? 0;
  const to = curve[week + 1] ?? from;
  return Math.round(from + ((to - from) * (ageDays - week * 7)) / 7);
}
