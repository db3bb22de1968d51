import { AMOUNT_CATEGORIES, AMOUNT_DIRECTIONS, PAYMENT_METHODS } from '@flockbook/contracts/values';
import type { Amount } from '@flockbook/contracts';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { CashInHand } from '../money/cash-in-hand.tsx';
import { amountsAr } from './locales/amounts/ar.ts';
import { amountsEn } from './locales/amounts/en.ts';
import { amountsTr } from './locales/amounts/tr.ts';
import { anyPartyReference, saleReference } from './references.ts';

const isIn = (values: Readonly<Record<string, unknown>>) => values.direction === 'in';

/**
 * Amounts: the cash ledger. Money in and out by method, from or to a party; a payment that
 * names a sale lowers what is still due on it.
 */
export const amountsArea = defineRecordArea<Amount>({
  id: 'amounts',
  ...listedArea('amounts'),
  entity: 'amount',
  icon: AccountBalanceWalletOutlined,
  texts: defineAreaTexts({ en: amountsEn, tr: amountsTr, ar: amountsAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.amountInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130, phone: true },
    { field: 'direction', type: 'enum', width: 100, phone: true },
    { field: 'category', type: 'enum', width: 170 },
    { field: 'partyName', width: 170, sortable: false, phone: true },
    { field: 'farmName', width: 150, sortable: false },
    { field: 'method', type: 'enum', width: 130 },
    { field: 'amount', type: 'money', width: 160, phone: true },
    { field: 'reference', width: 150, sortable: false },
  ],
  fields: [
    { name: 'date', type: 'date', required: true },
    { name: 'direction', type: 'enum', options: AMOUNT_DIRECTIONS, required: true },
    { name: 'category', type: 'enum', options: AMOUNT_CATEGORIES, required: true },
    { name: 'method', type: 'enum', options: PAYMENT_METHODS, required: true },
    { name: 'amount', type: 'decimal', decimals: 2, required: true },
    { name: 'partyId', type: 'reference', reference: anyPartyReference },
    { name: 'saleId', type: 'reference', reference: saleReference, when: isIn },
    { name: 'farmId', type: 'farm' },
    { name: 'reference', type: 'text' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [
    { kind: 'farm' },
    { kind: 'dateRange' },
    { kind: 'enum', name: 'direction', options: AMOUNT_DIRECTIONS },
    { kind: 'enum', name: 'method', options: PAYMENT_METHODS },
  ],
  sortFields: ['date', 'amount', 'direction', 'method', 'category'],
  defaults: (today) => ({
    date: today,
    direction: 'in',
    category: 'payment received',
    method: 'cash',
  }),
  recordTitle: (amount, { locale, texts }) =>
    `${texts.options?.direction?.[amount.direction] ?? amount.direction} · ${amount.partyName ?? texts.options?.category?.[amount.category] ?? ''} · ${formatDate(amount.date, locale)}`,
  listIntro: CashInHand,
});
