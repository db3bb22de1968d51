import {
  AMOUNT_CATEGORIES,
  AMOUNT_DIRECTIONS,
  AREA_ROLES,
  PAYMENT_METHODS,
  todayIso,
} from '@flockbook/contracts/values';
import type { Amount } from '@flockbook/contracts';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { CashInHand } from '../money/cash-in-hand.tsx';
import { moneyOptionTexts } from './money-option-texts.ts';
import { anyPartyReference, saleReference } from './references.ts';

const isIn = (values: Readonly<Record<string, unknown>>) => values.direction === 'in';

/**
 * Amounts: the cash ledger. Money in and out by method, from or to a party; a payment that
 * names a sale lowers what is still due on it.
 */
export const amountsArea = defineRecordArea<Amount>({
  id: 'amounts',
  endpoint: AREA_PATHS.amounts.api,
  entity: 'amount',
  icon: AccountBalanceWalletOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Amounts',
      singular: 'Amount',
      newTitle: 'Record money in or out',
      subtitle: 'Payments received and made, capital, loans and advances',
      empty: 'No amounts recorded yet.',
      fields: {
        date: 'Date',
        farmId: 'Farm',
        farmName: 'Farm',
        direction: 'In or out',
        partyId: 'Customer or supplier',
        partyName: 'Customer or supplier',
        saleId: 'Sale it pays',
        saleInvoiceNo: 'Sale',
        category: 'Category',
        method: 'Method',
        amount: 'Amount',
        reference: 'Reference',
        notes: 'Notes',
      },
      options: {
        direction: moneyOptionTexts.en.direction,
        category: moneyOptionTexts.en.amountCategory,
        method: moneyOptionTexts.en.method,
      },
      hints: {
        farmId: 'Leave empty for money of the whole business',
        saleId: 'Choose the customer first; the sale’s balance falls by this amount',
        reference: 'Receipt, cheque or transfer number',
      },
    },
    tr: {
      title: 'Tutarlar',
      singular: 'Tutar',
      newTitle: 'Giren ya da çıkan para kaydet',
      subtitle: 'Alınan ve yapılan ödemeler, sermaye, borçlar ve avanslar',
      empty: 'Henüz tutar kaydı yok.',
      fields: {
        date: 'Tarih',
        farmId: 'Çiftlik',
        farmName: 'Çiftlik',
        direction: 'Giriş ya da çıkış',
        partyId: 'Müşteri ya da tedarikçi',
        partyName: 'Müşteri ya da tedarikçi',
        saleId: 'Ödediği satış',
        saleInvoiceNo: 'Satış',
        category: 'Kategori',
        method: 'Yöntem',
        amount: 'Tutar',
        reference: 'Referans',
        notes: 'Notlar',
      },
      options: {
        direction: moneyOptionTexts.tr.direction,
        category: moneyOptionTexts.tr.amountCategory,
        method: moneyOptionTexts.tr.method,
      },
      hints: {
        farmId: 'Tüm işletmenin parasıysa boş bırakın',
        saleId: 'Önce müşteriyi seçin; satışın kalan borcu bu kadar düşer',
        reference: 'Makbuz, çek ya da havale numarası',
      },
    },
    ar: {
      title: 'المبالغ',
      singular: 'مبلغ',
      newTitle: 'تسجيل مال وارد أو صادر',
      subtitle: 'المدفوعات المستلمة والمدفوعة ورأس المال والقروض والسلف',
      empty: 'لم تُسجَّل مبالغ بعد.',
      fields: {
        date: 'التاريخ',
        farmId: 'المزرعة',
        farmName: 'المزرعة',
        direction: 'وارد أو صادر',
        partyId: 'العميل أو المورد',
        partyName: 'العميل أو المورد',
        saleId: 'البيع المسدَّد',
        saleInvoiceNo: 'البيع',
        category: 'الفئة',
        method: 'الطريقة',
        amount: 'المبلغ',
        reference: 'المرجع',
        notes: 'ملاحظات',
      },
      options: {
        direction: moneyOptionTexts.ar.direction,
        category: moneyOptionTexts.ar.amountCategory,
        method: moneyOptionTexts.ar.method,
      },
      hints: {
        farmId: 'اتركه فارغًا لمال النشاط كله',
        saleId: 'اختر العميل أولًا؛ ينخفض المستحق على البيع بهذا المبلغ',
        reference: 'رقم الإيصال أو الشيك أو التحويل',
      },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.amountInputSchema),
  columns: [
    { field: 'date', type: 'date', width: 130 },
    { field: 'direction', type: 'enum', width: 100 },
    { field: 'category', type: 'enum', width: 170 },
    { field: 'partyName', width: 170, sortable: false },
    { field: 'farmName', width: 150, sortable: false },
    { field: 'method', type: 'enum', width: 130 },
    { field: 'amount', type: 'money', width: 160 },
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
  roles: AREA_ROLES.money,
  paths: AREA_PATHS.amounts,
  defaults: () => ({
    date: todayIso(),
    direction: 'in',
    category: 'payment received',
    method: 'cash',
  }),
  recordTitle: (amount, { locale, texts }) =>
    `${texts.options?.direction?.[amount.direction] ?? amount.direction} · ${amount.partyName ?? texts.options?.category?.[amount.category] ?? ''} · ${formatDate(amount.date, locale)}`,
  listIntro: CashInHand,
});
