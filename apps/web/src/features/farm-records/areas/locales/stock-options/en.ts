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

export const stockOptionsEn: StockOptionTexts = {
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
};
