import type { RecordColumn } from '../../../records/record-area.ts';

type FlockRecord = {
  id: string;
  version: number;
  date: string;
  flockName: string;
  farmName: string;
};

/** The columns every record of a flock starts with: date, flock and farm (on its phone card). */
export function flockRecordColumns<TItem extends FlockRecord>(): RecordColumn<TItem>[] {
  return [
    { field: 'date', type: 'date', width: 140, phone: true },
    {
      field: 'flockName',
      width: 180,
      hideInFlock: true,
      phone: true,
    },
    { field: 'farmName', width: 160, hideInFlock: true, phone: true },
  ];
}

type FarmRecord = {
  id: string;
  version: number;
  date: string;
  farmName: string;
  flockName: string | null;
};

/**
 * The columns a farm's record starts with when it may name a flock: date, farm and flock (on
 * its phone card).
 */
export function farmRecordColumns<TItem extends FarmRecord>(): RecordColumn<TItem>[] {
  return [
    { field: 'date', type: 'date', width: 130, phone: true },
    { field: 'farmName', width: 160, hideInFlock: true, phone: true },
    { field: 'flockName', width: 170, hideInFlock: true, phone: true },
  ];
}
