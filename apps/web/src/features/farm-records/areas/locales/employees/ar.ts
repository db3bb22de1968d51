import { moneyOptionsAr } from '../money-options/ar.ts';
import type { EmployeesTexts } from './en.ts';

export const employeesAr: EmployeesTexts = {
  title: 'الموظفون',
  singular: 'موظف',
  newTitle: 'موظف جديد',
  subtitle: 'من يعمل في كل مزرعة، وراتبه الشهري',
  empty: 'لا يوجد موظفون بعد.',
  fields: {
    name: 'الاسم',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    position: 'الوظيفة',
    phone: 'الهاتف',
    monthlySalary: 'الراتب الشهري',
    joinedOn: 'تاريخ الالتحاق',
    active: 'ما زال يعمل هنا',
    notes: 'ملاحظات',
  },
  options: { active: moneyOptionsAr.active },
};
