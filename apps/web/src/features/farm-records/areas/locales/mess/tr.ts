import type { MessTexts } from './en.ts';

export const messTr: MessTexts = {
  title: 'Yemekhane',
  singular: 'Yemek kaydı',
  newTitle: 'Personel yemeği kaydet',
  subtitle: 'Her çiftlikte çalışanlar için alınan yiyecek',
  empty: 'Henüz personel yemeği kaydı yok.',
  fields: {
    date: 'Tarih',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    description: 'Alınan',
    persons: 'Kişi',
    amount: 'Tutar',
    notes: 'Notlar',
  },
  hints: { persons: 'Kaç kişiyi doyurdu' },
};
