import type { EggCollectionsTexts } from './en.ts';

export const eggCollectionsTr: EggCollectionsTexts = {
  title: 'Yumurta toplama',
  singular: 'Yumurta toplama',
  newTitle: 'Yumurta toplama kaydet',
  subtitle: 'Yumurtlayan sürülerden gün gün toplanan yumurtalar',
  empty: 'Henüz yumurta toplama kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    eggs: 'Yumurta',
    broken: 'Kırık',
    notes: 'Notlar',
  },
  hints: { flockId: 'Yumurtacı ve damızlık sürüler', broken: 'Toplanan yumurtalardan' },
};
