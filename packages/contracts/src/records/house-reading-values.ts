/** Limits of a house reading and its target band. No zod here: the web app's lists import it. */

/** Temperatures a house thermometer can really show, °C. */
export const HOUSE_TEMPERATURE_C = { min: -30, max: 60 } as const;

/** The most water one flock drinks in a day, litres. */
export const WATER_LITRES_MAX = 1_000_000;

/** The settings that draw the house temperature band by age. */
export type HouseTargetSettings = {
  houseTargetStartC: number;
  houseTargetEndC: number;
  houseTargetEndDay: number;
  houseTargetMarginC: number;
};

/**
 * The house temperature band (°C, 1 decimal) at an age in days: the target falls in a
 * straight line from the start temperature on placement day to the end temperature on the
 * end day and holds there; the band is the target less and plus the margin.
 */
export function houseTargetBandC(
  settings: HouseTargetSettings,
  ageDays: number,
): { low: number; high: number } {
  const { houseTargetStartC: start, houseTargetEndC: end, houseTargetEndDay: endDay } = settings;
  const share = Math.min(Math.max(ageDays, 0), endDay) / endDay;
  const target = start + (end - start) * share;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    low: round(target - settings.houseTargetMarginC),
    high: round(target + settings.houseTargetMarginC),
  };
}
