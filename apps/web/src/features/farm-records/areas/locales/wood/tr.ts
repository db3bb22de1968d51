import { stockOptionsTr } from '../stock-options/tr.ts';
import type { WoodTexts } from './en.ts';

export const woodTr: WoodTexts = {
  title: 'Odun',
  singular: 'Odun kaydı',
  newTitle: 'Odun kaydet',
  subtitle: 'Civciv ısıtma ve altlık için odun, çiftlik ve sürüye göre',
  empty: 'Henüz odun kaydı yok.',
  fields: {
    date: 'Tarih',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    flockId: 'Sürü',
    flockName: 'Sürü',
    quantity: 'Miktar',
    unit: 'Birim',
    unitPrice: 'Birim fiyatı',
    total: 'Toplam',
    purpose: 'Amaç',
    notes: 'Notlar',
  },
  options: { unit: stockOptionsTr.woodUnit, purpose: stockOptionsTr.woodPurpose },
  hints: { flockId: 'Tüm çiftlik kullandıysa boş bırakın' },
};
