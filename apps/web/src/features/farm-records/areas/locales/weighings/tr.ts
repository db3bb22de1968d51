import type { WeighingsTexts } from './en.ts';

export const weighingsTr: WeighingsTexts = {
  title: 'Tartımlar',
  singular: 'Tartım',
  newTitle: 'Tartım kaydet',
  subtitle: 'Büyümeyi ırk eğrisine göre izleyen örnek ağırlıklar',
  empty: 'Henüz tartım kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    sampleSize: 'Tartılan hayvan',
    averageWeightG: 'Ortalama ağırlık',
    notes: 'Notlar',
  },
  units: { averageWeightG: 'g' },
  hints: { sampleSize: 'Teraziye konan hayvan sayısı' },
};
