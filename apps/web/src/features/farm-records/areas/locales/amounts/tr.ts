import { moneyOptionsTr } from '../money-options/tr.ts';
import type { AmountsTexts } from './en.ts';

export const amountsTr: AmountsTexts = {
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
    direction: moneyOptionsTr.direction,
    category: moneyOptionsTr.amountCategory,
    method: moneyOptionsTr.method,
  },
  hints: {
    farmId: 'Tüm işletmenin parasıysa boş bırakın',
    saleId: 'Önce müşteriyi seçin; satışın kalan borcu bu kadar düşer',
    reference: 'Makbuz, çek ya da havale numarası',
  },
};
