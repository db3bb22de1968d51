import type { FlockChartTexts } from './en.ts';

export const flockChartTr: FlockChartTexts = {
  charts: 'Sürü grafikleri',
  mortality: 'Günlük ölüm',
  mortalitySeries: 'Ölüm, yaşayanların %’si',
  weight: 'Irk eğrisine göre ağırlık',
  weightActual: 'Ortalama ağırlık (g)',
  weightTarget: '{{curve}} hedefi (g)',
  feed: 'Hayvan başına günlük yem',
  feedActual: 'Yem (hayvan başına g)',
  feedTarget: '{{curve}} tüketimi (g)',
  eggs: 'Günlük yumurta',
  eggsSeries: 'Yumurta',
  money: 'Birikimli maliyet ve gelir',
  cost: 'Maliyet',
  revenue: 'Gelir',
  ageAxis: 'Yaş (gün)',
  noCurve: 'Bu ırk için eğri yok',
  loadFailed: 'Sürünün günlük göstergeleri yüklenemedi.',
};
