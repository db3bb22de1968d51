import { moneyOptionsTr } from '../money-options/tr.ts';
import type { PartiesTexts } from './en.ts';

export const partiesTr: PartiesTexts = {
  title: 'Müşteriler ve tedarikçiler',
  singular: 'Müşteri ya da tedarikçi',
  newTitle: 'Yeni müşteri ya da tedarikçi',
  subtitle: 'Çiftliklerden alanlar ve onlara satanlar, bakiyeleriyle',
  empty: 'Henüz müşteri ya da tedarikçi yok.',
  fields: {
    name: 'Ad',
    kind: 'Tür',
    phone: 'Telefon',
    address: 'Adres',
    openingBalance: 'Açılış bakiyesi',
    balance: 'Bakiye',
    notes: 'Notlar',
  },
  options: { kind: moneyOptionsTr.partyKind },
  hints: {
    openingBalance: 'Kayıtlar başladığında borcu; çiftlik borçluysa eksi',
  },
};
