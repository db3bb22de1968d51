import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const employeesEn = {
  title: 'Employees',
  singular: 'Employee',
  newTitle: 'New employee',
  subtitle: 'Who works on each farm, and their monthly salary',
  empty: 'No employees yet.',
  fields: {
    name: 'Name',
    farmId: 'Farm',
    farmName: 'Farm',
    position: 'Position',
    phone: 'Phone',
    monthlySalary: 'Monthly salary',
    joinedOn: 'Joined on',
    active: 'Still working here',
    notes: 'Notes',
  },
  options: { active: moneyOptionsEn.active },
} satisfies AreaTexts;

/** The employees area's words: Turkish and Arabic give the same ones. */
export type EmployeesTexts = typeof employeesEn;
