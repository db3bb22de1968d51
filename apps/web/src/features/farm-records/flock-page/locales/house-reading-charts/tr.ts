import type { HouseReadingChartTexts } from './en.ts';

export const houseReadingChartsTr: HouseReadingChartTexts = {
  readings: 'Kümes ölçümleri',
  empty:
    'Bu sürünün henüz kümes ölçümü yok. Günlük ölçümler kaydedilince su ve sıcaklık grafikleri görünür.',
  record: 'Ölçüm kaydet',
  waterPerBird: 'Hayvan başına günlük su',
  waterPerBirdSeries: 'Su (hayvan başına L)',
  waterToFeed: 'Su / yem oranı',
  waterToFeedSeries: 'Kg yem başına litre su',
  temperature: 'Hedef aralığa göre kümes sıcaklığı',
  minTemp: 'En düşük (°C)',
  maxTemp: 'En yüksek (°C)',
  targetLow: 'Hedef aralık, alt (°C)',
  targetHigh: 'Hedef aralık, üst (°C)',
  ageAxis: 'Yaş (gün)',
  latest: 'Son ölçüm, {{age}}. gün:',
  latestWaterPerBird: 'hayvan başına {{litres}} L su',
  latestWaterToFeed: 'kg yem başına {{ratio}} L',
  latestTemperature: '{{min}}–{{max}} °C, hedef {{low}}–{{high}} °C',
};
