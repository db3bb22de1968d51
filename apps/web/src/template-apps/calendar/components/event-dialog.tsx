import type { CalendarEvent } from '@flockbook/mock-api/calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fillText } from '../../../records/area-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { checkForm, eventFieldsOf, formOfEvent, withAllDay } from '../event-form.ts';
import type { EventForm, EventFormProblems } from '../event-form.ts';
import { useCalendarTexts } from '../locales/use-calendar-texts.ts';
import type { useCalendarActions } from './use-calendar-actions.ts';

type EventDialogProps = {
  /** The event to edit; a new one when left out, starting from `initial`. */
  event?: CalendarEvent | undefined;
  initial: EventForm;
  actions: ReturnType<typeof useCalendarActions>;
  onClose: () => void;
};

/** Adds or edits an event: title, all day, start, end and description; deletes after asking. */
export function EventDialog({ event, initial, actions, onClose }: EventDialogProps) {
  const texts = useCalendarTexts();
  const t = texts.dialog;
  const [form, setForm] = useState<EventForm>(() => (event ? formOfEvent(event) : initial));
  const [problems, setProblems] = useState<EventFormProblems>({});
  const [askDelete, setAskDelete] = useState(false);

  const set = (patch: Partial<EventForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof EventFormProblems];
      return next;
    });
  };
  const closeAfter = (promise: Promise<boolean>) =>
    void promise.then((ok) => {
      if (ok) onClose();
    });
  const submit = () => {
    const found = checkForm(form, texts);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = eventFieldsOf(form);
    closeAfter(event ? actions.save({ ...fields, id: event.id }) : actions.add(fields));
  };
  const dateField = (key: 'start' | 'end') => (
    <TextField
      key={`${key}-${String(form.allDay)}`}
      type={form.allDay ? 'date' : 'datetime-local'}
      label={t[key]}
      value={form[key]}
      onChange={(change) => set({ [key]: change.target.value })}
      error={Boolean(problems[key])}
      helperText={problems[key]}
      required
      sx={{ flex: '1 1 200px' }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `event-${key}` } }}
    />
  );

  return (
    <FormDialog
      title={event ? t.editTitle : t.newTitle}
      closeLabel={t.close}
      onClose={onClose}
      onSubmit={submit}
      busy={actions.busy}
      data-testid="event-dialog"
      actions={
        <>
          {event ? (
            <Button
              color="error"
              onClick={() => setAskDelete(true)}
              disabled={actions.busy}
              data-testid="event-delete"
            >
              {t.delete}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button color="inherit" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={actions.busy}
            data-testid="event-save"
          >
            {t.save}
          </Button>
        </>
      }
      after={
        event ? (
          <ConfirmDialog
            open={askDelete}
            title={texts.confirmDeleteTitle}
            body={fillText(texts.confirmDeleteBody, { title: event.title })}
            confirmLabel={t.delete}
            cancelLabel={t.cancel}
            danger
            busy={actions.busy}
            onConfirm={() => {
              setAskDelete(false);
              closeAfter(actions.remove(event));
            }}
            onCancel={() => setAskDelete(false)}
          />
        ) : null
      }
    >
      <TextField
        label={t.title}
        value={form.title}
        onChange={(change) => set({ title: change.target.value })}
        error={Boolean(problems.title)}
        helperText={problems.title}
        required
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'event-title' } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.allDay}
            onChange={(change) => {
              setForm((current) => withAllDay(current, change.target.checked));
              setProblems({});
            }}
            slotProps={{ input: { 'data-testid': 'event-all-day' } as object }}
          />
        }
        label={t.allDay}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {dateField('start')}
        {dateField('end')}
      </Box>
      <TextField
        label={t.desc}
        value={form.desc}
        onChange={(change) => set({ desc: change.target.value })}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { 'data-testid': 'event-desc' } }}
      />
    </FormDialog>
  );
}
