import { AREA_ROLES, DEATH_CAUSES, todayIso } from '@flockbook/contracts/values';
import type { Death } from '@flockbook/contracts';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { flockRecordColumns } from './flock-record-columns.ts';

const causes = {
  en: {
    disease: 'Disease',
    'heat stress': 'Heat stress',
    cold: 'Cold',
    crushing: 'Crushing',
    predator: 'Predator',
    culled: 'Culled',
    unknown: 'Unknown',
    other: 'Other',
  },
  tr: {
    disease: 'Hastalık',
    'heat stress': 'Sıcak stresi',
    cold: 'Soğuk',
    crushing: 'Ezilme',
    predator: 'Yırtıcı',
    culled: 'Ayıklama',
    unknown: 'Bilinmiyor',
    other: 'Diğer',
  },
  ar: {
    disease: 'مرض',
    'heat stress': 'إجهاد حراري',
    cold: 'برد',
    crushing: 'سحق',
    predator: 'مفترس',
    culled: 'استبعاد',
    unknown: 'غير معروف',
    other: 'أخرى',
  },
} satisfies Record<string, Record<(typeof DEATH_CAUSES)[number], string>>;

/** Deaths: birds found dead or culled, by flock, date and cause. */
export const deathsArea = defineRecordArea<Death>({
  id: 'deaths',
  endpoint: AREA_PATHS.deaths.api,
  entity: 'death',
  icon: HeartBrokenOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Deaths',
      singular: 'Death record',
      newTitle: 'Record deaths',
      subtitle: 'Birds found dead or culled, by flock and day',
      empty: 'No deaths recorded yet.',
      fields: {
        date: 'Date',
        farmName: 'Farm',
        flockName: 'Flock',
        flockId: 'Flock',
        count: 'Birds',
        cause: 'Cause',
        notes: 'Notes',
      },
      options: { cause: causes.en },
      hints: { count: 'No more than the birds alive on that date' },
    },
    tr: {
      title: 'Ölümler',
      singular: 'Ölüm kaydı',
      newTitle: 'Ölüm kaydet',
      subtitle: 'Sürü ve güne göre ölü bulunan ya da ayıklanan hayvanlar',
      empty: 'Henüz ölüm kaydı yok.',
      fields: {
        date: 'Tarih',
        farmName: 'Çiftlik',
        flockName: 'Sürü',
        flockId: 'Sürü',
        count: 'Hayvan',
        cause: 'Neden',
        notes: 'Notlar',
      },
      options: { cause: causes.tr },
      hints: { count: 'O tarihte yaşayan hayvan sayısından fazla olamaz' },
    },
    ar: {
      title: 'النفوق',
      singular: 'سجل نفوق',
      newTitle: 'تسجيل نفوق',
      subtitle: 'الطيور النافقة أو المستبعدة حسب القطيع واليوم',
      empty: 'لم يُسجَّل نفوق بعد.',
      fields: {
        date: 'التاريخ',
        farmName: 'المزرعة',
        flockName: 'القطيع',
        flockId: 'القطيع',
        count: 'عدد الطيور',
        cause: 'السبب',
        notes: 'ملاحظات',
      },
      options: { cause: causes.ar },
      hints: { count: 'لا يزيد على عدد الطيور الحية في ذلك التاريخ' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.deathInputSchema),
  columns: [
    ...flockRecordColumns<Death>(),
    { field: 'count', type: 'integer', width: 120, total: true },
    { field: 'cause', type: 'enum', width: 160 },
    { field: 'notes', sortable: false, width: 160 },
  ],
  fields: [
    { name: 'flockId', type: 'flock', required: true, wide: true },
    { name: 'date', type: 'date', required: true },
    { name: 'count', type: 'integer', required: true },
    { name: 'cause', type: 'enum', options: DEATH_CAUSES, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'flockName', 'farmName', 'count', 'cause'],
  roles: AREA_ROLES.dailyRecords,
  paths: AREA_PATHS.deaths,
  defaults: () => ({ date: todayIso(), cause: 'unknown' }),
  recordTitle: (death, { locale }) => `${death.flockName} · ${formatDate(death.date, locale)}`,
  flockScoped: true,
});
