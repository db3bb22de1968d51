export type HouseReadingChartTexts = {
  readings: string;
  empty: string;
  record: string;
  waterPerBird: string;
  waterPerBirdSeries: string;
  waterToFeed: string;
  waterToFeedSeries: string;
  temperature: string;
  minTemp: string;
  maxTemp: string;
  targetLow: string;
  targetHigh: string;
  ageAxis: string;
  latest: string;
  latestWaterPerBird: string;
  latestWaterToFeed: string;
  latestTemperature: string;
};

/** Words of the flock page's house reading charts. */
export const houseReadingChartsEn: HouseReadingChartTexts = {
  readings: 'House readings',
  empty:
    'No house readings for this flock yet. Water and temperature charts appear once the daily readings are recorded.',
  record: 'Record readings',
  waterPerBird: 'Water per bird per day',
  waterPerBirdSeries: 'Water (L per bird)',
  waterToFeed: 'Water to feed',
  waterToFeedSeries: 'Litres of water per kg of feed',
  temperature: 'House temperature against the target band',
  minTemp: 'Lowest (°C)',
  maxTemp: 'Highest (°C)',
  targetLow: 'Target band, low (°C)',
  targetHigh: 'Target band, high (°C)',
  ageAxis: 'Age (days)',
  latest: 'Latest reading, day {{age}}:',
  latestWaterPerBird: '{{litres}} L water per bird',
  latestWaterToFeed: '{{ratio}} L per kg of feed',
  latestTemperature: '{{min}}–{{max}} °C against a target of {{low}}–{{high}} °C',
};
