import type { FlockChartTexts } from './en.ts';

export const flockChartAr: FlockChartTexts = {
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
};
