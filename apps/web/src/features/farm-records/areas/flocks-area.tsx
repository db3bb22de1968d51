import { BREEDS, FLOCK_STATUSES, FLOCK_TYPES } from '@flockbook/contracts/values';
import type { Flock } from '@flockbook/contracts';
import EggOutlined from '@mui/icons-material/EggOutlined';
import Box from '@mui/material/Box';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { flockPagePath, listedArea } from '../area-paths.ts';
import { StatusChip } from '../components/status-chip.tsx';
import { houseReference, programmeReference } from './references.ts';
import { flocksAr } from './locales/flocks/ar.ts';
import { flocksEn } from './locales/flocks/en.ts';
import { flocksTr } from './locales/flocks/tr.ts';

/** Flocks (batches): birds placed together on a farm, from placement to closing. */
export const flocksArea = defineRecordArea<Flock>({
  id: 'flocks',
  ...listedArea('flocks'),
  entity: 'flock',
  icon: EggOutlined,
  texts: defineAreaTexts({ en: flocksEn, tr: flocksTr, ar: flocksAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.flockInputSchema),
  columns: [
    {
      field: 'name',
      phone: true,
      width: 200,
      render: (flock) => (
        <Box component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {flock.name}
        </Box>
      ),
    },
    {
      field: 'status',
      phone: true,
      width: 120,
      render: (flock, { texts }) => (
        <StatusChip
          open={flock.status === 'active'}
          label={texts.options?.status?.[flock.status] ?? flock.status}
        />
      ),
    },
    { field: 'farmName', width: 160, phone: true },
    { field: 'house', width: 120, phone: true },
    { field: 'breed', type: 'enum', width: 130 },
    { field: 'ageDays', type: 'integer', width: 120, value: (flock) => flock.figures.ageDays },
    {
      field: 'birdsAlive',
      phone: true,
      type: 'integer',
      width: 130,
      total: true,
      value: (flock) => flock.figures.birdsAlive,
    },
    {
      field: 'mortalityPercent',
      phone: true,
      type: 'percent',
      width: 120,
      value: (flock) => flock.figures.mortalityPercent,
    },
    { field: 'placedOn', type: 'date', width: 140 },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'type', type: 'enum', options: FLOCK_TYPES, required: true },
    { name: 'breed', type: 'enum', options: BREEDS, required: true },
    // A farm with houses places each flock in one of them; one without keeps a name in text.
    {
      name: 'houseId',
      type: 'reference',
      reference: houseReference,
      when: (values, { farmOf }) => farmOf(values.farmId)?.hasHouses === true,
    },
    {
      name: 'house',
      type: 'text',
      when: (values, { farmOf }) => farmOf(values.farmId)?.hasHouses === false,
    },
    { name: 'placedOn', type: 'date', required: true },
    { name: 'chicksPlaced', type: 'integer', required: true },
    { name: 'freeChicks', type: 'integer' },
    { name: 'chickPrice', type: 'decimal', decimals: 2, required: true },
    { name: 'targetAgeDays', type: 'integer' },
    { name: 'programmeId', type: 'reference', reference: programmeReference },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [
    { kind: 'farm' },
    { kind: 'enum', name: 'status', options: FLOCK_STATUSES },
    { kind: 'enum', name: 'type', options: FLOCK_TYPES },
  ],
  sortFields: [
    'name',
    'farmName',
    'breed',
    'type',
    'status',
    'house',
    'placedOn',
    'ageDays',
    'birdsAlive',
    'mortalityPercent',
  ],
  defaults: (today) => ({
    type: 'broiler',
    breed: 'Ross 308',
    placedOn: today,
    freeChicks: '0',
    targetAgeDays: '42',
  }),
  recordTitle: (flock) => flock.name,
  rowHref: (flock) => flockPagePath(flock),
  isClosed: (flock) => flock.status === 'closed',
});
