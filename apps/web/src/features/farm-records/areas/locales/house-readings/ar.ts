import type { HouseReadingsTexts } from './en.ts';

export const houseReadingsAr: HouseReadingsTexts = {
  title: 'قراءات الحظيرة',
  singular: 'قراءة الحظيرة',
  newTitle: 'تسجيل قراءات الحظيرة',
  subtitle: 'عدّاد الماء وميزان الحرارة الأدنى والأعلى والرطوبة في حظيرة القطيع لليوم',
  empty: 'لم تُسجَّل قراءات للحظيرة بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    waterLitres: 'الماء',
    minTempC: 'أدنى حرارة',
    maxTempC: 'أعلى حرارة',
    humidityPercent: 'الرطوبة',
    notes: 'ملاحظات',
  },
  units: { waterLitres: 'لتر', minTempC: '°م', maxTempC: '°م', humidityPercent: '%' },
  hints: {
    waterLitres: 'اللترات التي شربها القطيع في ذلك اليوم من عدّاد الماء',
    minTempC: 'أدنى علامة على ميزان الحرارة',
    maxTempC: 'أعلى علامة على ميزان الحرارة',
  },
};
