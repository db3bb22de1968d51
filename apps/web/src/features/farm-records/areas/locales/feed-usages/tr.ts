import { stockOptionsTr } from '../stock-options/tr.ts';
import type { FeedUsagesTexts } from './en.ts';

export const feedUsagesTr: FeedUsagesTexts = {
  title: 'Yem tüketimi',
  singular: 'Yem tüketimi',
  newTitle: 'Yem tüketimi kaydet',
  subtitle: 'Her sürüye verilen, çiftliğin stokundan düşülen yem',
  empty: 'Henüz yem tüketimi kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    feedType: 'Yem türü',
    bags: 'Çuval',
    bagWeightKg: 'Çuval ağırlığı',
    quantityKg: 'Miktar',
    notes: 'Notlar',
  },
  options: { feedType: stockOptionsTr.feedType },
  units: { bagWeightKg: 'kg', quantityKg: 'kg' },
  hints: {
    bags: 'Ya da boş bırakıp kilogram girin',
    quantityKg: 'O tarihte çiftlikteki bu yemin stokundan fazla olamaz',
  },
};
