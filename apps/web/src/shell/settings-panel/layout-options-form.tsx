import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { readLayoutValue } from '../settings/layout-options.ts';
import type {
  LayoutOption,
  LayoutOptionPath,
  LayoutRadioOption,
  LayoutSwitchOption,
} from '../settings/layout-options.ts';
import type { LayoutConfig } from '../settings/settings-types.ts';

type ChangeOption = (path: LayoutOptionPath, value: string | boolean) => void;

type FieldProps<O> = {
  option: O;
  config: LayoutConfig;
  onChange: ChangeOption;
  /** Names the group the field sits in, for screen readers (e.g. "Navbar"). */
  context?: string;
};

function RadioField({ option, config, onChange, context }: FieldProps<LayoutRadioOption>) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t(option.translate);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
      <Typography
        id={labelId}
        sx={{ width: 84, flexShrink: 0, fontSize: '1.3rem', color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <RadioGroup
        row
        aria-label={context ? `${context} ${label}` : label}
        data-testid={`layout-option-${option.path}`}
        value={readLayoutValue(config, option.path)}
        onChange={(_event, value) => onChange(option.path, value)}
        sx={{ columnGap: 0.5 }}
      >
        {option.choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio size="small" sx={{ p: 0.5 }} />}
            label={t(choice.translate)}
            sx={{ mx: 0, mr: 1, '& .MuiFormControlLabel-label': { fontSize: '1.3rem' } }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

function SwitchField({ option, config, onChange, context }: FieldProps<LayoutSwitchOption>) {
  const { t } = useTranslation();
  const label = t(option.translate);
  const checked = readLayoutValue(config, option.path) === true;
  return (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(_event, value) => onChange(option.path, value)}
          slotProps={{
            input: {
              'aria-label': context ? `${context} ${label}` : label,
            },
          }}
          data-testid={`layout-option-${option.path}`}
        />
      }
      label={label}
      labelPlacement="start"
      sx={{
        mx: 0,
        minHeight: 36,
        justifyContent: 'space-between',
        '& .MuiFormControlLabel-label': { fontSize: '1.3rem', color: 'text.secondary' },
      }}
    />
  );
}

function OptionField({ option, config, onChange, context }: FieldProps<LayoutOption>) {
  const { t } = useTranslation();
  switch (option.type) {
    case 'radio':
      return <RadioField option={option} config={config} onChange={onChange} context={context} />;
    case 'switch':
      return <SwitchField option={option} config={config} onChange={onChange} context={context} />;
    case 'group': {
      const title = t(option.translate);
      return (
        <Box
          component="fieldset"
          data-testid={`layout-group-${option.section}`}
          sx={(theme) => ({
            m: 0,
            px: 1.5,
            pt: 0.5,
            pb: 0.75,
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: 2,
            bgcolor: alpha(theme.palette.text.primary, 0.02),
            display: 'flex',
            flexDirection: 'column',
          })}
        >
          <Typography
            component="legend"
            sx={{ px: 0.5, fontSize: '1.25rem', fontWeight: 600, color: 'text.primary' }}
          >
            {title}
          </Typography>
          {option.children.map((child) => (
            <OptionField
              key={child.path}
              option={child}
              config={config}
              onChange={onChange}
              context={title}
            />
          ))}
        </Box>
      );
    }
  }
}

export type LayoutOptionsFormProps = {
  options: readonly LayoutOption[];
  config: LayoutConfig;
  onChange: ChangeOption;
};

/** The chosen layout style's options: radio buttons, switches and titled groups of them. */
export function LayoutOptionsForm({ options, config, onChange }: LayoutOptionsFormProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      {options.map((option) => (
        <OptionField
          key={option.type === 'group' ? option.section : option.path}
          option={option}
          config={config}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}
