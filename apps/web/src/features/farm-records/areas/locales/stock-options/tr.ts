import type { StockOptionTexts } from './en.ts';

export const stockOptionsTr: StockOptionTexts = {
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
};
