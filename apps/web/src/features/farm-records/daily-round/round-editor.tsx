import type { DailyRound } from '@flockbook/contracts';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showMessage } from '../../../lib/message-store.ts';
import { randomUuid } from '../../../lib/random-uuid.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { intlLocale } from '../../../records/number-format.ts';
import { HouseEntry } from './house-entry.tsx';
import { useDailyRoundTexts } from './locales/use-daily-round-texts.ts';
import { useRoundFieldTexts } from './locales/use-round-field-texts.ts';
import { checkRound } from './round-check.ts';
import {
  errorsAfterChange,
  formErrorsOf,
  rebase,
  roundBody,
  roundChanged,
  roundFormOf,
} from './round-form.ts';
import type { RoundErrors, RoundForm } from './round-form.ts';
import { describeRecord } from './round-records.ts';
import { sendRound } from './round-sender.ts';

export type RoundEditorProps = {
  round: DailyRound;
  /** When the round was last fetched: a newer answer is laid under what is being typed. */
  updatedAt: number;
  yesterday: DailyRound | undefined;
};

/**
 * The round being filled: one form for every house, a single Save. What the day already holds
 * fills the fields; a newer answer from the server replaces an untouched form, and under a
 * touched one shows what changed meanwhile without dropping anything typed.
 */
export function RoundEditor({ round, updatedAt, yesterday }: RoundEditorProps) {
  const texts = useDailyRoundTexts();
  const fields = useRoundFieldTexts();
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState<RoundForm>(() => roundFormOf(round, yesterday));
  const [form, setForm] = useState<RoundForm>(initial);
  const [errors, setErrors] = useState<RoundErrors>({});
  const [newer, setNewer] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const resetOnNextAnswer = useRef(false);
  const seen = useRef(updatedAt);

  useEffect(() => {
    if (seen.current === updatedAt) return;
    seen.current = updatedAt;
    const fresh = roundFormOf(round, yesterday);
    if (resetOnNextAnswer.current || !roundChanged(form, initial)) {
      resetOnNextAnswer.current = false;
      setInitial(fresh);
      setForm(fresh);
      setNewer({});
      return;
    }
    const rebased = rebase(form, initial, fresh);
    setInitial(rebased.initial);
    setForm(rebased.form);
    setNewer(
      Object.fromEntries(
        rebased.changed.map(({ path, record, part }) => [
          path,
          describeRecord(part, record, fields, locale),
        ]),
      ),
    );
    // Only a new answer re-bases the form; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updatedAt]);

  const roundError = ['farmId', 'date', 'roundId', 'body', 'houses']
    .map((path) => errors[path])
    .find(Boolean);

  async function save() {
    const { body, sent } = roundBody(form, initial, randomUuid());
    if (body.houses.length === 0) {
      showMessage({ message: texts.nothingNew, variant: 'info' });
      return;
    }
    const faults = await checkRound(body);
    if (faults) {
      setErrors(formErrorsOf(faults, sent));
      showMessage({ message: texts.refused, variant: 'error' });
      return;
    }
    setSaving(true);
    try {
      const outcome = await sendRound(body);
      if (outcome.state === 'refused') {
        setErrors(formErrorsOf(outcome.errors, sent));
        showMessage({ message: texts.refused, variant: 'error' });
        // A stale edit is refused: the next answer shows what the server holds now.
        void queryClient.invalidateQueries({ queryKey: recordKeys.all });
        return;
      }
      setErrors({});
      if (outcome.state === 'queued') {
        showMessage({ message: texts.queued, variant: 'info' });
        return;
      }
      resetOnNextAnswer.current = true;
      showMessage({ message: texts.saved, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
    } catch (error) {
      showMessage({
        message: error instanceof Error ? error.message : String(error),
        variant: 'error',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {roundError ? <Alert severity="error">{roundError}</Alert> : null}
      {round.houses.map((house, index) => (
        <HouseEntry
          key={house.house?.id ?? house.flock?.id ?? index}
          index={index}
          house={house}
          yesterday={yesterday?.houses.find((before) => before.flock?.id === house.flock?.id)}
          form={house.flock ? form.houses[index] : undefined}
          errors={errors}
          newer={newer}
          onChange={(next) => {
            const before = form.houses[index];
            setForm((current) => ({
              ...current,
              houses: current.houses.map((entry, i) => (i === index ? next : entry)),
            }));
            if (before) setErrors((current) => errorsAfterChange(current, index, before, next));
          }}
          texts={texts}
          fields={fields}
          locale={locale}
        />
      ))}
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          p: 1,
          display: 'flex',
          justifyContent: 'flex-end',
          justifySelf: { sm: 'end' },
          zIndex: 2,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<SaveOutlined />}
          disabled={saving}
          data-testid="round-save"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {saving ? texts.saving : texts.save}
        </Button>
      </Paper>
    </Box>
  );
}
