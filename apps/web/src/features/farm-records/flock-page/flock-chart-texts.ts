import type { TextsByLanguage } from '../../../records/area-texts.ts';

type FlockChartTexts = {
  charts: string;
  mortality: string;
  mortalitySeries: string;
  weight: string;
  weightActual: string;
  weightTarget: string;
  feed: string;
  feedActual: string;
  feedTarget: string;
  eggs: string;
  eggsSeries: string;
  money: string;
  cost: string;
  revenue: string;
  ageAxis: string;
  noCurve: string;
  loadFailed: string;
};

/** Words of the flock page's charts. */
export const flockChartTexts: TextsByLanguage<FlockChartTexts> = {
  en: {
    charts: 'Flock charts',
    mortality: 'Daily mortality',
    mortalitySeries: 'Deaths, % of birds alive',
    weight: 'Weight against the breed curve',
    weightActual: 'Average weight (g)',
    weightTarget: '{{curve}} target (g)',
    feed: 'Feed per bird per day',
    feedActual: 'Feed (g per bird)',
    feedTarget: '{{curve}} intake (g)',
    eggs: 'Eggs per day',
    eggsSeries: 'Eggs',
    money: 'Cumulative cost and revenue',
    cost: 'Cost',
    revenue: 'Revenue',
    ageAxis: 'Age (days)',
    noCurve: 'No breed curve for this breed',
    loadFailed: 'The flock’s daily figures could not be loaded.',
  },
  tr: {
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
  },
  ar: {
    charts: 'رسوم القطيع',
    mortality: 'النفوق اليومي',
    mortalitySeries: 'النفوق، % من الطيور الحية',
    weight: 'الوزن مقابل منحنى السلالة',
    weightActual: 'متوسط الوزن (غ)',
    weightTarget: 'هدف {{curve}} (غ)',
    feed: 'العلف لكل طائر يوميًا',
    feedActual: 'العلف (غ لكل طائر)',
    feedTarget: 'استهلاك {{curve}} (غ)',
    eggs: 'البيض يوميًا',
    eggsSeries: 'البيض',
    money: 'التكلفة والإيراد التراكميان',
    cost: 'التكلفة',
    revenue: 'الإيراد',
    ageAxis: 'العمر (أيام)',
    noCurve: 'لا يوجد منحنى لهذه السلالة',
    loadFailed: 'تعذر تحميل المؤشرات اليومية للقطيع.',
  },
};
