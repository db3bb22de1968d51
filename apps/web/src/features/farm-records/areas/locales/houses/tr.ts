import type { HousesTexts } from './en.ts';

export const housesTr: HousesTexts = {
  title: 'Kümesler',
  singular: 'Kümes',
  newTitle: 'Yeni kümes',
  subtitle: 'Her çiftliğin kümesleri, kapasiteleri ve şu anki sürüleri',
  empty:
    'Henüz kümes yok. Her sürüyü kendi kümesine yerleştirmek için çiftliğin kümeslerini ekleyin.',
  fields: {
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    name: 'Ad',
    capacityBirds: 'Kapasite (hayvan)',
    areaM2: 'Alan',
    active: 'Durum',
    activeFlockName: 'Şu anki sürü',
    flocksPlaced: 'Yerleştirilen sürüler',
    notes: 'Notlar',
  },
  options: { active: { true: 'Kullanımda', false: 'Kullanım dışı' } },
  units: { areaM2: 'm²' },
  hints: {
    name: 'Çiftlik içinde benzersiz, ör. Kümes 1',
    capacityBirds: 'Aynı anda yerleştirilebilecek en çok hayvan; bilinmiyorsa boş bırakın',
    active: 'Sürü barındırmış bir kümes geçmişini korur: silmek yerine kullanım dışı bırakın',
  },
};
