import { moneyOptionsAr } from '../money-options/ar.ts';
import type { EmployeeSalariesTexts } from './en.ts';

export const employeeSalariesAr: EmployeeSalariesTexts = {
  title: 'رواتب الموظفين',
  singular: 'راتب',
  newTitle: 'دفع راتب',
  subtitle: 'الرواتب المدفوعة كل شهر؛ الصافي هو الأساسي مع المكافأة ناقص الخصم',
  empty: 'لم تُدفع رواتب بعد.',
  fields: {
    employeeId: 'الموظف',
    employeeName: 'الموظف',
    farmName: 'المزرعة',
    period: 'الشهر',
    basic: 'الأساسي',
    bonus: 'المكافأة',
    deduction: 'الخصم',
    net: 'الصافي',
    paidOn: 'تاريخ الدفع',
    method: 'الطريقة',
    notes: 'ملاحظات',
  },
  options: { method: moneyOptionsAr.method },
  hints: { period: 'الشهر المدفوع عنه، مثل 2026-10', deduction: 'السلف والغياب' },
};
