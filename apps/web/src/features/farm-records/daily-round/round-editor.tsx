import type { DailyRound } from '@flockbook/contracts';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showMessage } from '../../../lib/message-store.ts';
import { preloadGlobalSnackbar } from '../../../shell/messages/global-messages.tsx';
import { randomUuid } from '../../../lib/random-uuid.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { formatDate, intlLocale } from '../../../records/number-format.ts';
import { discardOutboxItem, useOutbox } from '../../../lib/outbox/index.ts';
import { DAILY_ROUND_PATH } from '../area-paths.ts';
import { HouseEntry } from './house-entry.tsx';
import { useDailyRoundTexts } from './locales/use-daily-round-texts.ts';
import { useRoundFieldTexts } from './locales/use-round-field-texts.ts';
import { checkRound, preloadRoundCheck } from './round-check.ts';
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
import { keptRound } from './round-sender.ts';

export type RoundEditorProps = {
  round: DailyRound;
  farmName: string;
  /** When the round was last fetched: a newer answer is laid under what is being typed. */
  updatedAt: number;
  yesterday: DailyRound | undefined;
};

/**
 * The round being filled: one form for every house, a single Save. What the day already holds
 * fills the fields; a newer answer from the server replaces an untouched form, and under a
 * touched one shows what changed meanwhile without dropping anything typed.
 */
export function RoundEditor({ round, farmName, updatedAt, yesterday }: RoundEditorProps) {
  const texts = useDailyRoundTexts();
  const fields = useRoundFieldTexts();
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const queryClient = useQueryClient();
  // Set once a save went through: the next answer replaces the form whole.
  const [resetPending, setResetPending] = useState(false);
  // This farm and day's round kept on the device: waiting to be sent, or refused.
  const kept = keptRound(useOutbox().items, round.farmId, round.date);
  // A kept round opens as it was typed; a refused one with the server's messages at its fields.
  const [initial, setInitial] = useState<RoundForm>(
    () => kept?.meta.initial ?? roundFormOf(round, yesterday),
  );
  const [form, setForm] = useState<RoundForm>(() => kept?.meta.form ?? initial);
  const [errors, setErrors] = useState<RoundErrors>(() =>
    kept?.state === 'refused' ? formErrorsOf(kept.problem?.errors ?? {}, kept.meta.sent) : {},
  );
  // Targets of the values refused as unusual, at the fields typed (confirmed there).
  const [unusual, setUnusual] = useState<RoundErrors>(() =>
    kept?.state === 'refused' ? formErrorsOf(kept.problem?.unusual ?? {}, kept.meta.sent) : {},
  );
  const waiting = kept !== undefined && kept.state !== 'refused';
  const keptState = kept ? `${kept.key}|${kept.state}` : '';
  const [shownKept, setShownKept] = useState(keptState);
  // A round kept, refused or sent meanwhile (by the outbox, from this tab or another) shows
  // as it now stands: a kept one as typed, with the server's messages when refused; once sent
  // or given up, the day as the server holds it (and again as the next answer holds it).
  if (shownKept !== keptState) {
    setShownKept(keptState);
    const fresh = roundFormOf(round, yesterday);
    setInitial(kept?.meta.initial ?? fresh);
    setForm(kept?.meta.form ?? fresh);
    setErrors(
      kept?.state === 'refused' ? formErrorsOf(kept.problem?.errors ?? {}, kept.meta.sent) : {},
    );
    setUnusual(
      kept?.state === 'refused' ? formErrorsOf(kept.problem?.unusual ?? {}, kept.meta.sent) : {},
    );
    if (!kept) setResetPending(true);
  }
  const [newer, setNewer] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // What saving needs is fetched now: the round may be saved with no connection.
  useEffect(() => {
    preloadRoundCheck();
    preloadGlobalSnackbar();
  }, []);
  // A newer answer from the server (refetched, or after a save) is laid under the form.
  const [seenAnswer, setSeenAnswer] = useState(updatedAt);
  if (seenAnswer !== updatedAt && !kept) {
    setSeenAnswer(updatedAt);
    const fresh = roundFormOf(round, yesterday);
    if (resetPending || !roundChanged(form, initial)) {
      setResetPending(false);
      setInitial(fresh);
      setForm(fresh);
      setNewer({});
    } else {
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
    }
  }

  const roundError = ['farmId', 'date', 'roundId', 'body', 'houses']
    .map((path) => errors[path])
    .find(Boolean);

  async function save() {
    if (waiting) return;
    const { body, sent } = roundBody(form, initial, randomUuid());
    if (body.houses.length === 0) {
      showMessage({ message: texts.nothingNew, variant: 'info' });
      return;
    }
    const faults = await checkRound(body);
    if (faults) {
      setErrors(formErrorsOf(faults, sent));
      setUnusual({});
      showMessage({ message: texts.refused, variant: 'error' });
      return;
    }
    setSaving(true);
    try {
      const outcome = await sendRound(
        body,
        { kind: 'daily-round', farmId: round.farmId, date: round.date, form, initial, sent },
        {
          label: `${texts.title} · ${farmName} · ${formatDate(round.date, locale)}`,
          href: `${DAILY_ROUND_PATH}?farmId=${encodeURIComponent(round.farmId)}&date=${round.date}`,
        },
      );
      if (outcome.state === 'refused') {
        setErrors(formErrorsOf(outcome.errors, sent));
        setUnusual(formErrorsOf(outcome.unusual, sent));
        showMessage({ message: texts.refused, variant: 'error' });
        // A stale edit is refused: the next answer shows what the server holds now.
        void queryClient.invalidateQueries({ queryKey: recordKeys.all });
        return;
      }
      setErrors({});
      setUnusual({});
      // Sent or kept anew: the refused round it corrects is done with.
      if (kept) await discardOutboxItem(kept.key);
      if (outcome.state === 'queued') {
        showMessage({ message: texts.queued, variant: 'info' });
        return;
      }
      setResetPending(true);
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
      {kept ? (
        <Alert
          severity={waiting ? 'info' : 'error'}
          data-testid="round-kept"
          action={
            waiting ? undefined : (
              <Button color="inherit" size="small" onClick={() => void discardOutboxItem(kept.key)}>
                {texts.discard}
              </Button>
            )
          }
        >
          {waiting ? texts.waiting : texts.refused}
        </Alert>
      ) : null}
      {roundError ? <Alert severity="error">{roundError}</Alert> : null}
      {round.houses.map((house, index) => (
        <HouseEntry
          key={house.house?.id ?? house.flock?.id ?? index}
          index={index}
          house={house}
          yesterday={yesterday?.houses.find((before) => before.flock?.id === house.flock?.id)}
          form={house.flock ? form.houses[index] : undefined}
          errors={errors}
          unusual={unusual}
          newer={newer}
          onChange={(next) => {
            const before = form.houses[index];
            setForm((current) => ({
              ...current,
              houses: current.houses.map((entry, i) => (i === index ? next : entry)),
            }));
            if (before) {
              setErrors((current) => errorsAfterChange(current, index, before, next));
              setUnusual((current) => errorsAfterChange(current, index, before, next));
            }
          }}
          texts={texts}
          fields={fields}
          locale={locale}
          disabled={waiting}
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
          disabled={saving || waiting}
          data-testid="round-save"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {saving ? texts.saving : texts.save}
        </Button>
      </Paper>
    </Box>
  );
}
