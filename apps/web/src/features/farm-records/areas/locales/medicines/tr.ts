import { stockOptionsTr } from '../stock-options/tr.ts';
import type { MedicinesTexts } from './en.ts';

export const medicinesTr: MedicinesTexts = {
  title: 'İlaç',
  singular: 'İlaç alımı',
  newTitle: 'İlaç alımı kaydet',
  subtitle: 'Her çiftlik için parti parti alınan aşı, ilaç ve vitaminler',
  empty: 'Henüz ilaç alımı kaydı yok.',
  fields: {
    date: 'Tarih',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    name: 'İlaç',
    kind: 'Tür',
    unit: 'Birim',
    quantity: 'Miktar',
    unitPrice: 'Birim fiyatı',
    total: 'Toplam',
    used: 'Kullanılan',
    remaining: 'Kalan',
    supplierId: 'Tedarikçi',
    supplierName: 'Tedarikçi',
    batchNo: 'Parti no.',
    expiresOn: 'Son kullanma',
    withdrawalDaysMeat: 'Arınma, et',
    withdrawalDaysEggs: 'Arınma, yumurta',
    notes: 'Notlar',
  },
  options: { kind: stockOptionsTr.medicineKind, unit: stockOptionsTr.medicineUnit },
  units: { withdrawalDaysMeat: 'gün', withdrawalDaysEggs: 'gün' },
  hints: {
    withdrawalDaysMeat: 'Son kullanımdan sonra hayvanlar et için satılmadan önceki gün sayısı',
    withdrawalDaysEggs: 'Son kullanımdan sonra yumurtalar satılmadan önceki gün sayısı',
  },
};
