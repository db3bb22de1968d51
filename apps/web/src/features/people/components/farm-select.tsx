import type { Farm } from '@flockbook/contracts';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { DataLine, dataTextProps } from '../../../components/data-text.tsx';
import type { PeopleTexts } from '../locales/en.ts';

export type FarmSelectProps = {
  texts: PeopleTexts;
  farms: readonly Farm[];
  value: string[];
  onChange: (farmIds: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Several farms chosen from the list, by keyboard or pointer. */
export function FarmSelect({ texts, farms, value, onChange, error, disabled }: FarmSelectProps) {
  const nameOf = new Map(farms.map((farm) => [farm.id, farm.name]));
  return (
    <TextField
      select
      name="farmIds"
      label={texts.farms}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? texts.farmsHint}
      slotProps={{
        select: {
          multiple: true,
          // A list in the page's direction, each name in its own.
          renderValue: (selected) =>
            (selected as string[]).map((id, index) => (
              <Fragment key={id}>
                {index > 0 ? ', ' : null}
                <span {...dataTextProps}>{nameOf.get(id) ?? id}</span>
              </Fragment>
            )),
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
    >
      {farms.map((farm) => (
        <MenuItem key={farm.id} value={farm.id}>
          <Checkbox checked={value.includes(farm.id)} size="small" />
          <ListItemText primary={<DataLine>{farm.name}</DataLine>} />
        </MenuItem>
      ))}
    </TextField>
  );
}
