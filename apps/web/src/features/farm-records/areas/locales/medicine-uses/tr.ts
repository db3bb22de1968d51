import { stockOptionsTr } from '../stock-options/tr.ts';
import type { MedicineUsesTexts } from './en.ts';

export const medicineUsesTr: MedicineUsesTexts = {
  title: 'İlaç kullanımı',
  singular: 'İlaç kullanımı',
  newTitle: 'Aşılama ya da tedavi kaydet',
  subtitle: 'Her sürüye yapılan aşılama ve tedaviler, arınma süreleriyle',
  empty: 'Henüz ilaç kullanımı kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    medicineId: 'İlaç partisi',
    medicineName: 'İlaç',
    quantity: 'Miktar',
    purpose: 'Amaç',
    method: 'Yöntem',
    administeredBy: 'Uygulayan',
    withdrawalMeatUntil: 'Et satışı yasak, bitiş',
    withdrawalEggsUntil: 'Yumurta satışı yasak, bitiş',
    notes: 'Notlar',
  },
  options: {
    purpose: stockOptionsTr.medicinePurpose,
    method: stockOptionsTr.medicineMethod,
    unit: stockOptionsTr.medicineUnit,
  },
  hints: {
    medicineId: 'Sürünün çiftliğindeki partiler ve kalan miktarları; önce sürüyü seçin',
    quantity: 'Partinin biriminde; kalandan fazla olamaz',
  },
};
