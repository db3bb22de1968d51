import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FieldsTabProps } from './fields-tab.tsx';

type BasicInfoTabProps = Omit<FieldsTabProps, 'fields'>;

/** Name, description, categories, tags and whether the shop shows the product. */
export function BasicInfoTab({ values, errors, texts, onChange }: BasicInfoTabProps) {
  return (
    <Stack spacing={2.5}>
      <TextField
        required
        name="name"
        label={texts.fields.name}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ? texts.errors[errors.name] : undefined}
      />
      <TextField
        multiline
        minRows={4}
        name="description"
        label={texts.fields.description}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
      />
      <WordsField
        label={texts.fields.categories}
        hint={texts.hints.categories}
        words={values.categories}
        onChange={(words) => onChange('categories', words)}
      />
      <WordsField
        label={texts.fields.tags}
        hint={texts.hints.tags}
        words={values.tags}
        onChange={(words) => onChange('tags', words)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.active}
            onChange={(event) => onChange('active', event.target.checked)}
          />
        }
        label={texts.fields.active}
      />
    </Stack>
  );
}

type WordsFieldProps = {
  label: string;
  hint: string;
  words: string[];
  onChange: (words: string[]) => void;
};

/** A list of free words (categories, tags) typed one by one. */
function WordsField({ label, hint, words, onChange }: WordsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={words}
      onChange={(_event, next) =>
        onChange([...new Set(next.map((word) => word.trim()).filter(Boolean))])
      }
      renderValue={(value, getItemProps) =>
        value.map((word, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={word} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={hint} />}
    />
  );
}
