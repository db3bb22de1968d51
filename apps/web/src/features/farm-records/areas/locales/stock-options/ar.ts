import type { StockOptionTexts } from './en.ts';

export const stockOptionsAr: StockOptionTexts = {
  feedType: {
    'pre-starter': 'ما قبل البادئ',
    starter: 'بادئ',
    grower: 'نامي',
    finisher: 'ناهي',
    layer: 'بياض',
    other: 'أخرى',
  },
  medicineKind: {
    vaccine: 'لقاح',
    antibiotic: 'مضاد حيوي',
    vitamin: 'فيتامين',
    disinfectant: 'مطهر',
    other: 'أخرى',
  },
  medicineUnit: { ml: 'مل', g: 'غ', dose: 'جرعة', tablet: 'قرص', bottle: 'زجاجة' },
  medicinePurpose: {
    vaccination: 'تحصين',
    treatment: 'علاج',
    prevention: 'وقاية',
  },
  medicineMethod: {
    water: 'في الماء',
    feed: 'في العلف',
    injection: 'حقن',
    'eye drop': 'قطرة عين',
    spray: 'رذاذ',
  },
  dieselPurpose: { generator: 'مولد', vehicle: 'مركبة', heater: 'مدفأة', other: 'أخرى' },
  woodUnit: { kg: 'كغ', load: 'حمولة' },
  woodPurpose: { 'brooding heat': 'تدفئة الحضانة', litter: 'فرشة', other: 'أخرى' },
};
