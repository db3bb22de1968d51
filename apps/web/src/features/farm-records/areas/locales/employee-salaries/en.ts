import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const employeeSalariesEn = {
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
  options: { method: moneyOptionsEn.method },
  hints: { period: 'The month paid for, like 2026-10', deduction: 'Advances, absences' },
} satisfies AreaTexts;

/** The employee salaries area's words: Turkish and Arabic give the same ones. */
export type EmployeeSalariesTexts = typeof employeeSalariesEn;
