import { AREA_ROLES, PARTY_KINDS } from '@flockbook/contracts/values';
import type { Party } from '@flockbook/contracts';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS, partyPagePath } from '../area-paths.ts';
import { BalanceText } from '../components/balance-text.tsx';
import { moneyOptionTexts } from './money-option-texts.ts';

/** Customers and suppliers, with what each owes (or is owed) now. */
export const partiesArea = defineRecordArea<Party>({
  id: 'parties',
  endpoint: AREA_PATHS.parties.api,
  entity: 'party',
  icon: HandshakeOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Customers & suppliers',
      singular: 'Customer or supplier',
      newTitle: 'New customer or supplier',
      subtitle: 'Who buys from the farms and who supplies them, with their balances',
      empty: 'No customers or suppliers yet.',
      fields: {
        name: 'Name',
        kind: 'Kind',
        phone: 'Phone',
        address: 'Address',
        openingBalance: 'Opening balance',
        balance: 'Balance',
        notes: 'Notes',
      },
      options: { kind: moneyOptionTexts.en.partyKind },
      hints: {
        openingBalance: 'What they owed when records began; negative when the farm owed them',
      },
    },
    tr: {
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
      options: { kind: moneyOptionTexts.tr.partyKind },
      hints: {
        openingBalance: 'Kayıtlar başladığında borcu; çiftlik borçluysa eksi',
      },
    },
    ar: {
      title: 'العملاء والموردون',
      singular: 'عميل أو مورد',
      newTitle: 'عميل أو مورد جديد',
      subtitle: 'من يشتري من المزارع ومن يورّد لها، مع أرصدتهم',
      empty: 'لا يوجد عملاء أو موردون بعد.',
      fields: {
        name: 'الاسم',
        kind: 'النوع',
        phone: 'الهاتف',
        address: 'العنوان',
        openingBalance: 'الرصيد الافتتاحي',
        balance: 'الرصيد',
        notes: 'ملاحظات',
      },
      options: { kind: moneyOptionTexts.ar.partyKind },
      hints: {
        openingBalance: 'ما كان عليه عند بدء السجلات؛ بالسالب إذا كانت المزرعة مدينة له',
      },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.partyInputSchema),
  columns: [
    { field: 'name', width: 200 },
    { field: 'kind', type: 'enum', width: 190 },
    { field: 'phone', width: 170, sortable: false },
    { field: 'address', width: 180, sortable: false },
    { field: 'openingBalance', type: 'money', width: 170, sortable: false },
    {
      field: 'balance',
      type: 'money',
      width: 180,
      total: true,
      render: (row, { currency, locale }) => (
        <BalanceText value={row.balance} currency={currency} locale={locale} />
      ),
    },
  ],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'kind', type: 'enum', options: PARTY_KINDS, required: true },
    { name: 'phone', type: 'text' },
    { name: 'openingBalance', type: 'decimal', decimals: 2 },
    { name: 'address', type: 'text', wide: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'enum', name: 'kind', options: PARTY_KINDS }],
  sortFields: ['name', 'kind', 'balance'],
  roles: AREA_ROLES.money,
  paths: AREA_PATHS.parties,
  defaults: () => ({ kind: 'customer', openingBalance: '0' }),
  recordTitle: (party) => party.name,
  rowHref: (party) => partyPagePath(party.id),
});
