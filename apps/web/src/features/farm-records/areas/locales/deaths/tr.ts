import type { DeathsTexts } from './en.ts';

export const deathsTr: DeathsTexts = {
  title: 'Ölümler',
  singular: 'Ölüm kaydı',
  newTitle: 'Ölüm kaydet',
  subtitle: 'Sürü ve güne göre ölü bulunan ya da ayıklanan hayvanlar',
  empty: 'Henüz ölüm kaydı yok.',
  fields: {
    date: 'Tarih',
    farmName: 'Çiftlik',
    flockName: 'Sürü',
    flockId: 'Sürü',
    count: 'Hayvan',
    cause: 'Neden',
    notes: 'Notlar',
  },
  options: {
    cause: {
      disease: 'Hastalık',
      'heat stress': 'Sıcak stresi',
      cold: 'Soğuk',
      crushing: 'Ezilme',
      predator: 'Yırtıcı',
      culled: 'Ayıklama',
      unknown: 'Bilinmiyor',
      other: 'Diğer',
    },
  },
  hints: { count: 'O tarihte yaşayan hayvan sayısından fazla olamaz' },
};
