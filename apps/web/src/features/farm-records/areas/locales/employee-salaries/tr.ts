import { moneyOptionsTr } from '../money-options/tr.ts';
import type { EmployeeSalariesTexts } from './en.ts';

export const employeeSalariesTr: EmployeeSalariesTexts = {
  title: 'Çalışan maaşları',
  singular: 'Maaş',
  newTitle: 'Maaş öde',
  subtitle: 'Her ay ödenen maaşlar; net, temel artı prim eksi kesintidir',
  empty: 'Henüz maaş ödenmedi.',
  fields: {
    employeeId: 'Çalışan',
    employeeName: 'Çalışan',
    farmName: 'Çiftlik',
    period: 'Ay',
    basic: 'Temel',
    bonus: 'Prim',
    deduction: 'Kesinti',
    net: 'Net',
    paidOn: 'Ödeme tarihi',
    method: 'Yöntem',
    notes: 'Notlar',
  },
  options: { method: moneyOptionsTr.method },
  hints: { period: 'Ödenen ay, örneğin 2026-10', deduction: 'Avanslar, devamsızlık' },
};
