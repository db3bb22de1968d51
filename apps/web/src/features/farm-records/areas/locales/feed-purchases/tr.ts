import { stockOptionsTr } from '../stock-options/tr.ts';
import type { FeedPurchasesTexts } from './en.ts';

export const feedPurchasesTr: FeedPurchasesTexts = {
  title: 'Yem',
  singular: 'Yem alımı',
  newTitle: 'Yem alımı kaydet',
  subtitle: 'Her çiftlik için alınan yem, çuval ve kilogram olarak',
  empty: 'Henüz yem alımı kaydı yok.',
  fields: {
    date: 'Tarih',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    feedType: 'Yem türü',
    bags: 'Çuval',
    bagWeightKg: 'Çuval ağırlığı',
    quantityKg: 'Miktar',
    pricePerBag: 'Çuval fiyatı',
    total: 'Toplam',
    supplierId: 'Tedarikçi',
    supplierName: 'Tedarikçi',
    invoiceNo: 'Fatura no.',
    notes: 'Notlar',
  },
  options: { feedType: stockOptionsTr.feedType },
  units: { bagWeightKg: 'kg', quantityKg: 'kg' },
  hints: {
    bags: 'Ya da boş bırakıp kilogram girin',
    quantityKg: 'Çuval girildiğinde çuvallardan hesaplanır',
  },
};
