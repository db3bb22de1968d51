import { AREA_ROLES, PAYMENT_METHODS, todayIso } from '@flockbook/contracts/values';
import type { EmployeeSalary } from '@flockbook/contracts';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { moneyOptionTexts } from './money-option-texts.ts';
import { employeeReference } from './references.ts';
import { SalaryMonthLink } from '../salary-month/salary-month-link.tsx';

/** Salaries paid: one per employee and month, net = basic + bonus - deduction. */
export const employeeSalariesArea = defineRecordArea<EmployeeSalary>({
  id: 'employee-salaries',
  endpoint: AREA_PATHS.employeeSalaries.api,
  entity: 'employee salary',
  icon: PaymentsOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Employees salary',
      singular: 'Salary',
      newTitle: 'Pay a salary',
      subtitle: 'Salaries paid each month; net is basic plus bonus less deductions',
      empty: 'No salaries paid yet.',
      fields: {
        employeeId: 'Employee',
        employeeName: 'Employee',
        farmName: 'Farm',
        period: 'Month',
        basic: 'Basic',
        bonus: 'Bonus',
        deduction: 'Deduction',
        net: 'Net',
        paidOn: 'Paid on',
        method: 'Method',
        notes: 'Notes',
      },
      options: { method: moneyOptionTexts.en.method },
      hints: { period: 'The month paid for, like 2026-10', deduction: 'Advances, absences' },
    },
    tr: {
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
      options: { method: moneyOptionTexts.tr.method },
      hints: { period: 'Ödenen ay, örneğin 2026-10', deduction: 'Avanslar, devamsızlık' },
    },
    ar: {
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
      options: { method: moneyOptionTexts.ar.method },
      hints: { period: 'الشهر المدفوع عنه، مثل 2026-10', deduction: 'السلف والغياب' },
    },
  }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.employeeSalaryInputSchema),
  columns: [
    { field: 'period', width: 110 },
    { field: 'employeeName', width: 180 },
    { field: 'farmName', width: 160, sortable: false },
    { field: 'basic', type: 'money', width: 150, total: true, sortable: false },
    { field: 'bonus', type: 'money', width: 140, total: true, sortable: false },
    { field: 'deduction', type: 'money', width: 140, total: true, sortable: false },
    { field: 'net', type: 'money', width: 160, total: true },
    { field: 'paidOn', type: 'date', width: 130 },
    { field: 'method', type: 'enum', width: 130, sortable: false },
  ],
  fields: [
    { name: 'employeeId', type: 'reference', reference: employeeReference, required: true },
    { name: 'period', type: 'text', required: true },
    { name: 'basic', type: 'decimal', decimals: 2, required: true },
    { name: 'bonus', type: 'decimal', decimals: 2 },
    { name: 'deduction', type: 'decimal', decimals: 2 },
    { name: 'paidOn', type: 'date', required: true },
    { name: 'method', type: 'enum', options: PAYMENT_METHODS, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }],
  sortFields: ['period', 'employeeName', 'net', 'paidOn'],
  roles: AREA_ROLES.money,
  paths: AREA_PATHS.employeeSalaries,
  defaults: () => ({
    period: todayIso().slice(0, 7),
    paidOn: todayIso(),
    method: 'cash',
    bonus: '0',
    deduction: '0',
  }),
  recordTitle: (salary) => `${salary.employeeName} · ${salary.period}`,
  listIntro: SalaryMonthLink,
});
