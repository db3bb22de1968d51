import { AREA_ROLES, todayIso } from '@flockbook/contracts/values';
import type { Employee } from '@flockbook/contracts';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { moneyOptionTexts } from './money-option-texts.ts';

/** Employees of each farm and the monthly salary agreed with them. */
export const employeesArea = defineRecordArea<Employee>({
  id: 'employees',
  endpoint: AREA_PATHS.employees.api,
  entity: 'employee',
  icon: BadgeOutlined,
  texts: defineAreaTexts({
    en: {
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
      options: { active: moneyOptionTexts.en.active },
    },
    tr: {
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
      options: { active: moneyOptionTexts.tr.active },
    },
    ar: {
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
      options: { active: moneyOptionTexts.ar.active },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.employeeInputSchema),
  columns: [
    { field: 'name', width: 180 },
    { field: 'farmName', width: 160, sortable: false },
    { field: 'position', width: 160 },
    { field: 'phone', width: 160, sortable: false },
    { field: 'monthlySalary', type: 'money', width: 170, total: true },
    { field: 'joinedOn', type: 'date', width: 140 },
    { field: 'active', type: 'boolean', width: 130, sortable: false },
  ],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'farmId', type: 'farm', required: true },
    { name: 'position', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'monthlySalary', type: 'decimal', decimals: 2, required: true },
    { name: 'joinedOn', type: 'date', required: true },
    { name: 'active', type: 'switch' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'enum', name: 'active', options: ['true', 'false'] }],
  sortFields: ['name', 'position', 'monthlySalary', 'joinedOn'],
  roles: AREA_ROLES.money,
  paths: AREA_PATHS.employees,
  defaults: () => ({ joinedOn: todayIso(), active: true }),
  recordTitle: (employee) => employee.name,
});
