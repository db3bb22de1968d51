import { PARTY_KINDS } from '@flockbook/contracts/values';
import type { Party } from '@flockbook/contracts';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea, partyPagePath } from '../area-paths.ts';
import { BalanceText } from '../components/balance-text.tsx';
import { partiesAr } from './locales/parties/ar.ts';
import { partiesEn } from './locales/parties/en.ts';
import { partiesTr } from './locales/parties/tr.ts';

/** Customers and suppliers, with what each owes (or is owed) now. */
export const partiesArea = defineRecordArea<Party>({
  id: 'parties',
  ...listedArea('parties'),
  entity: 'party',
  icon: HandshakeOutlined,
  texts: defineAreaTexts({ en: partiesEn, tr: partiesTr, ar: partiesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.partyInputSchema),
  columns: [
    { field: 'name', width: 200, phone: true },
    { field: 'kind', type: 'enum', width: 190, phone: true },
    { field: 'phone', width: 170, sortable: false },
    { field: 'address', width: 180, sortable: false },
    { field: 'openingBalance', type: 'money', width: 170, sortable: false },
    {
      field: 'balance',
      phone: true,
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
  defaults: () => ({ kind: 'customer', openingBalance: '0' }),
  recordTitle: (party) => party.name,
  rowHref: (party) => partyPagePath(party.id),
});
