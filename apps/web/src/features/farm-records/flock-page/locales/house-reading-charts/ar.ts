import type { HouseReadingChartTexts } from './en.ts';

export const houseReadingChartsAr: HouseReadingChartTexts = {
  readings: 'قراءات الحظيرة',
  empty:
    'لا توجد قراءات حظيرة لهذا القطيع بعد. تظهر مخططات الماء والحرارة بعد تسجيل القراءات اليومية.',
  record: 'تسجيل القراءات',
  waterPerBird: 'الماء لكل طائر يوميًا',
  waterPerBirdSeries: 'الماء (لتر لكل طائر)',
  waterToFeed: 'نسبة الماء إلى العلف',
  waterToFeedSeries: 'لترات الماء لكل كغ علف',
  temperature: 'حرارة الحظيرة مقارنة بالنطاق المستهدف',
  minTemp: 'الأدنى (°م)',
  maxTemp: 'الأعلى (°م)',
  targetLow: 'النطاق المستهدف، الحد الأدنى (°م)',
  targetHigh: 'النطاق المستهدف، الحد الأعلى (°م)',
  ageAxis: 'العمر (أيام)',
  latest: 'آخر قراءة، اليوم {{age}}:',
  latestWaterPerBird: '{{litres}} لتر ماء لكل طائر',
  latestWaterToFeed: '{{ratio}} لتر لكل كغ علف',
  latestTemperature: '{{min}}–{{max}} °م مقابل هدف {{low}}–{{high}} °م',
};
