import type { FarmsTexts } from './en.ts';

export const farmsTr: FarmsTexts = {
  title: 'Çiftlikler',
  singular: 'Çiftlik',
  newTitle: 'Yeni çiftlik',
  subtitle: 'Tesisler, kümesleri ve kapasiteleri, şu anki hayvan sayıları',
  empty: 'Henüz çiftlik yok. Sürü yerleştirmek için ilk çiftliği ekleyin.',
  fields: {
    name: 'Ad',
    code: 'Kod',
    location: 'Konum',
    ownerName: 'Sahibi',
    managerName: 'Yönetici',
    phone: 'Telefon',
    capacityBirds: 'Kapasite (hayvan)',
    houses: 'Kümesler',
    areaM2: 'Alan',
    notes: 'Notlar',
    active: 'Durum',
    activeFlocks: 'Aktif sürüler',
    birdsAlive: 'Yaşayan hayvan',
    timeZone: 'Saat dilimi',
  },
  options: { active: { true: 'Aktif', false: 'Pasif' } },
  units: { areaM2: 'm²' },
  hints: {
    capacityBirds: 'Çiftliğin kümesleri varsa: kapasitelerinin toplamı',
    houses: 'Çiftliğin kümesleri varsa: kullanımdaki kümes sayısı',
    code: 'Raporlarda kullanılan kısa kod, ör. GAP',
    timeZone: 'Çiftliğin tarihleri (bugün) bu dilime göre; boş: kurulumun dilimi',
  },
};
