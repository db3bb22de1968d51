import type { AppSettings } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import { errorMessage } from '../../components/error-message.ts';
import { applyFieldErrors } from '../../lib/api-client.ts';
import { changedFields } from '../../records/changed-fields.ts';
import type { FormValues } from '../../records/fields/record-field-input.tsx';
import { showMessage } from '../../lib/message-store.ts';
import { useFarmSettingsTexts } from './locales/use-farm-settings-texts.ts';
import {
  ALERT_FIELDS,
  DEFAULT_SETTINGS,
  HOUSE_FIELDS,
  RECORD_FIELDS,
  SETTING_NAMES,
  settingsAreaTexts,
  settingsFormValues,
  settingsResolver,
} from './settings-fields.ts';
import { SettingsFields, SettingsSection } from './settings-section.tsx';
import { useSaveFarmSettings } from './use-farm-settings.ts';

export type FarmSettingsFormProps = {
  settings: AppSettings;
  /** Reports whether the form holds unsaved changes (for the leave guard). */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * The settings form: the shared schema checks it, only the changed settings are sent, and the
 * server's messages stand at their field.
 */
export function FarmSettingsForm({ settings, onDirtyChange }: FarmSettingsFormProps) {
  const { t } = useTranslation();
  const texts = useFarmSettingsTexts();
  const save = useSaveFarmSettings();
  const areaTexts = useMemo(() => settingsAreaTexts(texts), [texts]);
  const resolver = useMemo(() => settingsResolver(texts), [texts]);
  const [baseline, setBaseline] = useState(() => settingsFormValues(settings));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: baseline,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = form;
  const dirty = formState.isDirty;
  const submitting = formState.isSubmitting;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null);
    const changed = changedFields(baseline, getValues());
    if (changed.length === 0) {
      showMessage({ message: t('records.form.nothingChanged'), variant: 'info' });
      return;
    }
    const patch: Record<string, unknown> = {};
    for (const name of changed) {
      patch[name] = name === 'currency' ? String(parsed[name]).toUpperCase() : parsed[name];
    }
    try {
      const saved = await save(patch);
      const next = settingsFormValues(saved);
      setBaseline(next);
      reset(next);
      showMessage({ message: texts.saved, variant: 'success' });
    } catch (error) {
      if (applyFieldErrors(error, setError, SETTING_NAMES)) return;
      setFormError(errorMessage(error, t));
    }
  });

  const restoreDefaults = () => {
    const defaults = settingsFormValues(DEFAULT_SETTINGS);
    for (const name of SETTING_NAMES) {
      setValue(name, defaults[name], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        data-testid="farm-settings-form"
        sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}
      >
        <Stack spacing={3}>
          {formError ? (
            <Alert severity="error" variant="outlined" onClose={() => setFormError(null)}>
              <AlertTitle>{texts.saveFailed}</AlertTitle>
              {formError}
            </Alert>
          ) : null}
          <SettingsSection title={texts.alerts} detail={texts.alertsDetail}>
            <SettingsFields
              fields={ALERT_FIELDS}
              control={control}
              texts={areaTexts}
              disabled={submitting}
            />
          </SettingsSection>
          <Divider />
          <SettingsSection title={texts.records} detail={texts.recordsDetail}>
            <SettingsFields
              fields={RECORD_FIELDS}
              control={control}
              texts={areaTexts}
              disabled={submitting}
            />
          </SettingsSection>
          <Divider />
          <SettingsSection title={texts.house} detail={texts.houseDetail}>
            <SettingsFields
              fields={HOUSE_FIELDS}
              control={control}
              texts={areaTexts}
              disabled={submitting}
            />
          </SettingsSection>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', pt: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <Button
              variant="outlined"
              color="inherit"
              onClick={restoreDefaults}
              disabled={submitting}
            >
              {texts.restoreDefaults}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button color="inherit" onClick={() => reset(baseline)} disabled={!dirty || submitting}>
              {texts.discard}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              data-testid="farm-settings-save"
            >
              {submitting ? texts.saving : texts.save}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
