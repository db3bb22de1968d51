import type {
  DIESEL_PURPOSES,
  FEED_TYPES,
  MEDICINE_KINDS,
  MEDICINE_METHODS,
  MEDICINE_PURPOSES,
  MEDICINE_UNITS,
  WOOD_PURPOSES,
  WOOD_UNITS,
} from '@flockbook/contracts';
import type { TextsByLanguage } from '../../../records/area-texts.ts';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** Feed types, medicine kinds and units, purposes and methods in every language. */
export type StockOptionTexts = {
  feedType: Labels<typeof FEED_TYPES>;
  medicineKind: Labels<typeof MEDICINE_KINDS>;
  medicineUnit: Labels<typeof MEDICINE_UNITS>;
  medicinePurpose: Labels<typeof MEDICINE_PURPOSES>;
  medicineMethod: Labels<typeof MEDICINE_METHODS>;
  dieselPurpose: Labels<typeof DIESEL_PURPOSES>;
  woodUnit: Labels<typeof WOOD_UNITS>;
  woodPurpose: Labels<typeof WOOD_PURPOSES>;
};

export const stockOptionTexts: TextsByLanguage<StockOptionTexts> = {
  en: {
    feedType: {
      'pre-starter': 'Pre-starter',
      starter: 'Starter',
      grower: 'Grower',
      finisher: 'Finisher',
      layer: 'Layer',
      other: 'Other',
    },
    medicineKind: {
      vaccine: 'Vaccine',
      antibiotic: 'Antibiotic',
      vitamin: 'Vitamin',
      disinfectant: 'Disinfectant',
      other: 'Other',
    },
    medicineUnit: { ml: 'ml', g: 'g', dose: 'doses', tablet: 'tablets', bottle: 'bottles' },
    medicinePurpose: {
      vaccination: 'Vaccination',
      treatment: 'Treatment',
      prevention: 'Prevention',
    },
    medicineMethod: {
      water: 'In water',
      feed: 'In feed',
      injection: 'Injection',
      'eye drop': 'Eye drop',
      spray: 'Spray',
    },
    dieselPurpose: { generator: 'Generator', vehicle: 'Vehicle', heater: 'Heater', other: 'Other' },
    woodUnit: { kg: 'kg', load: 'loads' },
    woodPurpose: { 'brooding heat': 'Brooding heat', litter: 'Litter', other: 'Other' },
  },
  tr: {
    feedType: {
      'pre-starter': 'Ön başlangıç',
      starter: 'Başlangıç',
      grower: 'Büyütme',
      finisher: 'Bitiş',
      layer: 'Yumurta',
      other: 'Diğer',
    },
    medicineKind: {
      vaccine: 'Aşı',
      antibiotic: 'Antibiyotik',
      vitamin: 'Vitamin',
      disinfectant: 'Dezenfektan',
      other: 'Diğer',
    },
    medicineUnit: { ml: 'ml', g: 'g', dose: 'doz', tablet: 'tablet', bottle: 'şişe' },
    medicinePurpose: {
      vaccination: 'Aşılama',
      treatment: 'Tedavi',
      prevention: 'Koruma',
    },
    medicineMethod: {
      water: 'Suyla',
      feed: 'Yemle',
      injection: 'Enjeksiyon',
      'eye drop': 'Göz damlası',
      spray: 'Sprey',
    },
    dieselPurpose: {
      generator: 'Jeneratör',
      vehicle: 'Araç',
      heater: 'Isıtıcı',
      other: 'Diğer',
    },
    woodUnit: { kg: 'kg', load: 'yük' },
    woodPurpose: { 'brooding heat': 'Civciv ısıtma', litter: 'Altlık', other: 'Diğer' },
  },
  ar: {
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
  },
};
