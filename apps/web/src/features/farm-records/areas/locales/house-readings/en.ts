import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const houseReadingsEn = {
  title: 'House readings',
  singular: 'House reading',
  newTitle: 'Record house readings',
  subtitle: 'The day’s water meter, min/max thermometer and humidity of a flock’s house',
  empty: 'No house readings recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    waterLitres: 'Water',
    minTempC: 'Lowest temperature',
    maxTempC: 'Highest temperature',
    humidityPercent: 'Humidity',
    notes: 'Notes',
  },
  units: { waterLitres: 'L', minTempC: '°C', maxTempC: '°C', humidityPercent: '%' },
  hints: {
    waterLitres: 'Litres the flock drank that day, from the water meter',
    minTempC: 'The min/max thermometer’s lowest mark',
    maxTempC: 'The min/max thermometer’s highest mark',
  },
} satisfies AreaTexts;

/** The house readings area's words: Turkish and Arabic give the same ones. */
export type HouseReadingsTexts = typeof houseReadingsEn;
