import { moneyOptionsTr } from '../money-options/tr.ts';
import type { EmployeesTexts } from './en.ts';

export const employeesTr: EmployeesTexts = {
  title: 'Çalışanlar',
  singular: 'Çalışan',
  newTitle: 'Yeni çalışan',
  subtitle: 'Her çiftlikte kim çalışıyor ve aylık maaşı',
  empty: 'Henüz çalışan yok.',
  fields: {
    name: 'Ad',
    farmId: 'Çiftlik',
    farmName: 'Çiftlik',
    position: 'Görev',
    phone: 'Telefon',
    monthlySalary: 'Aylık maaş',
    joinedOn: 'Başlama tarihi',
    active: 'Hâlâ burada çalışıyor',
    notes: 'Notlar',
  },
  options: { active: moneyOptionsTr.active },
};
