import type { Farm } from '@flockbook/contracts';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { StatusChip } from '../components/status-chip.tsx';
import { farmsAr } from './locales/farms/ar.ts';
import { farmsEn } from './locales/farms/en.ts';
import { farmsTr } from './locales/farms/tr.ts';

/** Farms: the sites where flocks are kept. Staff read them; admins change them. */
export const farmsArea = defineRecordArea<Farm>({
  id: 'farms',
  ...listedArea('farms'),
  entity: 'farm',
  icon: WarehouseOutlined,
  texts: defineAreaTexts({ en: farmsEn, tr: farmsTr, ar: farmsAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.farmInputSchema),
  columns: [
    {
      field: 'name',
      phone: true,
      width: 180,
      render: (farm) => <strong>{farm.name}</strong>,
    },
    { field: 'code', width: 90 },
    { field: 'location', width: 140, phone: true },
    { field: 'managerName', sortable: false, width: 120 },
    { field: 'capacityBirds', type: 'integer', width: 150, total: true },
    { field: 'activeFlocks', type: 'integer', width: 130, total: true },
    { field: 'birdsAlive', type: 'integer', width: 120, total: true, phone: true },
    {
      field: 'active',
      phone: true,
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
    { name: 'timeZone', type: 'timeZone' },
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
  defaults: () => ({ active: true, houses: '1', capacityBirds: '0', areaM2: '0' }),
  recordTitle: (farm) => farm.name,
});
