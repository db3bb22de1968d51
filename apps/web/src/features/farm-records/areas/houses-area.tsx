import type { House } from '@flockbook/contracts';
import OtherHousesOutlined from '@mui/icons-material/OtherHousesOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { StatusChip } from '../components/status-chip.tsx';
import { housesAr } from './locales/houses/ar.ts';
import { housesEn } from './locales/houses/en.ts';
import { housesTr } from './locales/houses/tr.ts';

/** Poultry houses: the sheds of a farm, each holding one flock at a time. */
export const housesArea = defineRecordArea<House>({
  id: 'houses',
  ...listedArea('houses'),
  entity: 'house',
  icon: OtherHousesOutlined,
  texts: defineAreaTexts({ en: housesEn, tr: housesTr, ar: housesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.houseInputSchema),
  columns: [
    { field: 'name', width: 150, phone: true, render: (house) => <strong>{house.name}</strong> },
    { field: 'farmName', width: 160, phone: true },
    { field: 'capacityBirds', type: 'integer', width: 150, total: true, phone: true },
    { field: 'areaM2', type: 'decimal', width: 110 },
    { field: 'activeFlockName', sortable: false, width: 160, phone: true },
    {
      field: 'active',
      sortable: false,
      width: 130,
      render: (house, { texts }) => (
        <StatusChip
          open={house.active}
          label={texts.options?.active?.[String(house.active)] ?? String(house.active)}
        />
      ),
    },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'capacityBirds', type: 'integer' },
    { name: 'areaM2', type: 'decimal', decimals: 2 },
    { name: 'active', type: 'switch' },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'enum', name: 'active', options: ['true', 'false'] }],
  sortFields: ['name', 'farmName', 'capacityBirds', 'areaM2', 'createdAt'],
  defaults: () => ({ active: true }),
  recordTitle: (house) => `${house.name} · ${house.farmName}`,
});
