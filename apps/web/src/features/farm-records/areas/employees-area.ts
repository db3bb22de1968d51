import type { Employee } from '@flockbook/contracts';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { employeesAr } from './locales/employees/ar.ts';
import { employeesEn } from './locales/employees/en.ts';
import { employeesTr } from './locales/employees/tr.ts';

/** Employees of each farm and the monthly salary agreed with them. */
export const employeesArea = defineRecordArea<Employee>({
  id: 'employees',
  ...listedArea('employees'),
  entity: 'employee',
  icon: BadgeOutlined,
  texts: defineAreaTexts({ en: employeesEn, tr: employeesTr, ar: employeesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.employeeInputSchema),
  columns: [
    { field: 'name', width: 180, phone: true },
    { field: 'farmName', width: 160, sortable: false, phone: true },
    { field: 'position', width: 160, phone: true },
    { field: 'phone', width: 160, sortable: false },
    { field: 'monthlySalary', type: 'money', width: 170, total: true, phone: true },
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
  defaults: (today) => ({ joinedOn: today, active: true }),
  recordTitle: (employee) => employee.name,
});
