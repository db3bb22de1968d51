import { AREA_ROLES } from '@flockbook/contracts/values';
import type { Farm } from '@flockbook/contracts';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { StatusChip } from '../components/status-chip.tsx';

const activeLabels = {
  en: { true: 'Active', false: 'Inactive' },
  tr: { true: 'Aktif', false: 'Pasif' },
  ar: { true: 'نشطة', false: 'غير نشطة' },
};

/** Farms: the sites where flocks are kept. Staff read them; admins change them. */
export const farmsArea = defineRecordArea<Farm>({
  id: 'farms',
  endpoint: AREA_PATHS.farms.api,
  entity: 'farm',
  icon: WarehouseOutlined,
  texts: defineAreaTexts({
    en: {
      title: 'Farms',
      singular: 'Farm',
      newTitle: 'New farm',
      subtitle: 'Sites, their houses and capacity, and the birds on them now',
      empty: 'No farms yet. Add the first farm to start placing flocks.',
      fields: {
        name: 'Name',
        code: 'Code',
        location: 'Location',
        ownerName: 'Owner',
        managerName: 'Manager',
        phone: 'Phone',
        capacityBirds: 'Capacity (birds)',
        houses: 'Houses',
        areaM2: 'Area',
        notes: 'Notes',
        active: 'Status',
        activeFlocks: 'Active flocks',
        birdsAlive: 'Birds alive',
      },
      options: { active: activeLabels.en },
      units: { areaM2: 'm²' },
      hints: { code: 'A short code used on reports, e.g. GAP' },
    },
    tr: {
      title: 'Çiftlikler',
      singular: 'Çiftlik',
      newTitle: 'Yeni çiftlik',
      subtitle: 'Tesisler, kümesleri ve kapasiteleri, şu anki hayvan sayıları',
      empty: 'Henüz çiftlik yok. Sürü yerleştirmek için ilk çiftliği ekleyin.',
      fields: {
        name: 'Ad',
        code: 'Kod',
        location: 'Konum',
        ownerName: 'Sahibi',
        managerName: 'Yönetici',
        phone: 'Telefon',
        capacityBirds: 'Kapasite (hayvan)',
        houses: 'Kümesler',
        areaM2: 'Alan',
        notes: 'Notlar',
        active: 'Durum',
        activeFlocks: 'Aktif sürüler',
        birdsAlive: 'Yaşayan hayvan',
      },
      options: { active: activeLabels.tr },
      units: { areaM2: 'm²' },
      hints: { code: 'Raporlarda kullanılan kısa kod, ör. GAP' },
    },
    ar: {
      title: 'المزارع',
      singular: 'مزرعة',
      newTitle: 'مزرعة جديدة',
      subtitle: 'المواقع وحظائرها وسعتها والطيور الموجودة فيها الآن',
      empty: 'لا توجد مزارع بعد. أضف أول مزرعة لبدء إدخال القطعان.',
      fields: {
        name: 'الاسم',
        code: 'الرمز',
        location: 'الموقع',
        ownerName: 'المالك',
        managerName: 'المدير',
        phone: 'الهاتف',
        capacityBirds: 'السعة (طيور)',
        houses: 'الحظائر',
        areaM2: 'المساحة',
        notes: 'ملاحظات',
        active: 'الحالة',
        activeFlocks: 'القطعان النشطة',
        birdsAlive: 'الطيور الحية',
      },
      options: { active: activeLabels.ar },
      units: { areaM2: 'م²' },
      hints: { code: 'رمز قصير يظهر في التقارير، مثل GAP' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.farmInputSchema),
  columns: [
    {
      field: 'name',
      width: 180,
      render: (farm) => <strong>{farm.name}</strong>,
    },
    { field: 'code', width: 90 },
    { field: 'location', width: 140 },
    { field: 'managerName', sortable: false, width: 120 },
    { field: 'capacityBirds', type: 'integer', width: 150, total: true },
    { field: 'activeFlocks', type: 'integer', width: 130, total: true },
    { field: 'birdsAlive', type: 'integer', width: 120, total: true },
    {
      field: 'active',
      sortable: false,
      width: 116,
      render: (farm, { texts }) => (
        <StatusChip
          open={farm.active}
          label={texts.options?.active?.[String(farm.active)] ?? String(farm.active)}
        />
      ),
    },
  ],
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'code', type: 'text' },
    { name: 'location', type: 'text', wide: true },
    { name: 'ownerName', type: 'text' },
    { name: 'managerName', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'capacityBirds', type: 'integer' },
    { name: 'houses', type: 'integer' },
    { name: 'areaM2', type: 'decimal', decimals: 2 },
    { name: 'active', type: 'switch' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'enum', name: 'active', options: ['true', 'false'] }],
  sortFields: [
    'name',
    'code',
    'location',
    'capacityBirds',
    'activeFlocks',
    'birdsAlive',
    'createdAt',
  ],
  roles: AREA_ROLES.setup,
  paths: AREA_PATHS.farms,
  defaults: () => ({ active: true, houses: '1', capacityBirds: '0', areaM2: '0' }),
  recordTitle: (farm) => farm.name,
});
