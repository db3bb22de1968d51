import { stockOptionsTr } from '../stock-options/tr.ts';
import type { DieselTexts } from './en.ts';

export const dieselTr: DieselTexts = {
  title: 'Mazot',
  singular: 'Mazot kaydı',
  newTitle: 'Mazot kaydet',
  subtitle: 'Jeneratör, araç ve ısıtıcı yakıtı, çiftlik ve sürüye göre',
  empty: 'Henüz mazot kaydı yok.',
  fields: {
    date: 'Tarih',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    flockId: 'Sürü',
    flockName: 'Sürü',
    litres: 'Litre',
    pricePerLitre: 'Litre fiyatı',
    total: 'Toplam',
    purpose: 'Amaç',
    notes: 'Notlar',
  },
  options: { purpose: stockOptionsTr.dieselPurpose },
  units: { litres: 'L' },
  hints: { flockId: 'Tüm çiftlik kullandıysa boş bırakın' },
};
