export type TemperatureUnit = 'C' | 'F';
export type SpeedUnit = 'KMH' | 'MPH';

/** °C as the chosen unit, rounded to a whole degree. */
export function temperatureIn(celsius: number, unit: TemperatureUnit): number {
  return Math.round(unit === 'C' ? celsius : (celsius * 9) / 5 + 32);
}

const KM_PER_MILE = 1.609344;

/** km/h as the chosen unit, rounded to a whole number. */
export function speedIn(kmh: number, unit: SpeedUnit): number {
  return Math.round(unit === 'KMH' ? kmh : kmh / KM_PER_MILE);
}
