import type { RecordColumn } from '../../../records/record-area.ts';

type FlockRecord = {
  id: string;
  version: number;
  date: string;
  flockName: string;
  farmName: string;
};

/** The columns every record of a flock starts with: date, flock and farm. */
export function flockRecordColumns<TItem extends FlockRecord>(): RecordColumn<TItem>[] {
  return [
    { field: 'date', type: 'date', width: 140 },
    {
      field: 'flockName',
      flex: 1.2,
      minWidth: 180,
      hideInFlock: true,
    },
    { field: 'farmName', flex: 1, minWidth: 160, hideInFlock: true },
  ];
}
