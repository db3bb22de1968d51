import { PAYMENT_METHODS } from '@flockbook/contracts/values';
import type { EmployeeSalary } from '@flockbook/contracts';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { employeeSalariesAr } from './locales/employee-salaries/ar.ts';
import { employeeSalariesEn } from './locales/employee-salaries/en.ts';
import { employeeSalariesTr } from './locales/employee-salaries/tr.ts';
import { employeeReference } from './references.ts';
import { SalaryMonthLink } from '../salary-month/salary-month-link.tsx';

/** Salaries paid: one per employee and month, net = basic + bonus - deduction. */
export const employeeSalariesArea = defineRecordArea<EmployeeSalary>({
  id: 'employee-salaries',
  ...listedArea('employeeSalaries'),
  entity: 'employee salary',
  icon: PaymentsOutlined,
  texts: defineAreaTexts({
    en: employeeSalariesEn,
    tr: employeeSalariesTr,
    ar: employeeSalariesAr,
  }),
  inputSchema: () =>
    import('@flockbook/contracts').then((module) => module.employeeSalaryInputSchema),
  columns: [
    { field: 'period', width: 110, phone: true },
    { field: 'employeeName', width: 180, phone: true },
    { field: 'farmName', width: 160, sortable: false },
    { field: 'basic', type: 'money', width: 150, total: true, sortable: false },
    { field: 'bonus', type: 'money', width: 140, total: true, sortable: false },
    { field: 'deduction', type: 'money', width: 140, total: true, sortable: false },
    { field: 'net', type: 'money', width: 160, total: true, phone: true },
    { field: 'paidOn', type: 'date', width: 130, phone: true },
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
  defaults: (today) => ({
    period: today.slice(0, 7),
    paidOn: today,
    method: 'cash',
    bonus: '0',
    deduction: '0',
  }),
  recordTitle: (salary) => `${salary.employeeName} · ${salary.period}`,
  listIntro: SalaryMonthLink,
});
