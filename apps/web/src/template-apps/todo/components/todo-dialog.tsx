import type { Todo, TodoLabel } from '@flockbook/mock-api/todo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { fill, useTodoTexts } from '../locales/use-todo-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { checkForm, formOf, newTodoOf, updatedTodoOf } from './todo-form.ts';
import type { FormProblems, TodoForm } from './todo-form.ts';
import type { useTodoActions } from './use-todo-actions.ts';
import { dataTextProps } from '../../../components/data-text.tsx';
import { readableChipSx } from '../../../lib/readable-colour.ts';

type TodoDialogProps = {
  /** The to-do to edit; a new one when left out, starting from `initial`. */
  todo?: Todo;
  initial: TodoForm;
  labels: readonly TodoLabel[];
  actions: ReturnType<typeof useTodoActions>;
  onClose: () => void;
};

/** Adds or edits a task: title, notes, dates, labels and flags; remove, restore or delete. */
export function TodoDialog({ todo, initial, labels, actions, onClose }: TodoDialogProps) {
  const { texts } = useTodoTexts();
  const t = texts.dialog;
  const [form, setForm] = useState<TodoForm>(todo ? formOf(todo) : initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [askDelete, setAskDelete] = useState(false);

  const set = <K extends keyof TodoForm>(key: K, value: TodoForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const closeAfter = (promise: Promise<boolean>) =>
    void promise.then((ok) => {
      if (ok) onClose();
    });
  const submit = () => {
    const found = checkForm(form, texts);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    closeAfter(todo ? actions.save(updatedTodoOf(todo, form)) : actions.create(newTodoOf(form)));
  };
  const toggleLabel = (id: number) =>
    set(
      'labels',
      form.labels.includes(id) ? form.labels.filter((label) => label !== id) : [...form.labels, id],
    );

  return (
    <FormDialog
      title={todo ? t.editTitle : t.newTitle}
      closeLabel={t.close}
      onClose={onClose}
      onSubmit={submit}
      busy={actions.busy}
      data-testid="todo-dialog"
      actions={
        <>
          {todo && !todo.deleted ? (
            <Button
              color="error"
              onClick={() => closeAfter(actions.remove(todo))}
              disabled={actions.busy}
              data-testid="todo-dialog-remove"
            >
              {texts.remove}
            </Button>
          ) : null}
          {todo?.deleted ? (
            <>
              <Button onClick={() => closeAfter(actions.restore(todo))} disabled={actions.busy}>
                {texts.restore}
              </Button>
              <Button
                color="error"
                onClick={() => setAskDelete(true)}
                disabled={actions.busy}
                data-testid="todo-dialog-delete"
              >
                {texts.deleteForever}
              </Button>
            </>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={actions.busy}
            data-testid="todo-dialog-save"
          >
            {todo ? t.save : t.add}
          </Button>
        </>
      }
      after={
        todo ? (
          <ConfirmDialog
            open={askDelete}
            title={texts.confirmDeleteTitle}
            body={fill(texts.confirmDeleteText, { title: todo.title })}
            confirmLabel={texts.deleteForever}
            cancelLabel={texts.cancel}
            danger
            onCancel={() => setAskDelete(false)}
            onConfirm={() => {
              setAskDelete(false);
              closeAfter(actions.deleteForever(todo));
            }}
          />
        ) : null
      }
    >
      <TextField
        label={t.title}
        value={form.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(problems.title)}
        helperText={problems.title}
        required
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'todo-title' } }}
      />
      <TextField
        label={t.notes}
        value={form.notes}
        onChange={(event) => set('notes', event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { 'data-testid': 'todo-notes' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={t.startDate}
          value={form.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          sx={{ flex: '1 1 180px' }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'todo-start' },
          }}
        />
        <TextField
          type="date"
          label={t.dueDate}
          value={form.dueDate}
          onChange={(event) => set('dueDate', event.target.value)}
          error={Boolean(problems.dueDate)}
          helperText={problems.dueDate}
          sx={{ flex: '1 1 180px' }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'todo-due' } }}
        />
      </Box>
      <Box role="group" aria-label={t.labels}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t.labels}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {labels.map((label) => {
            const on = form.labels.includes(label.id);
            return (
              <Chip
                key={label.id}
                label={label.title}
                slotProps={{ label: dataTextProps }}
                clickable
                aria-pressed={on}
                onClick={() => toggleLabel(label.id)}
                variant={on ? 'filled' : 'outlined'}
                sx={on ? readableChipSx(label.color) : { borderColor: label.color }}
                data-testid={`todo-label-${label.handle}`}
              />
            );
          })}
        </Box>
      </Box>
      <FormGroup row>
        {(['completed', 'starred', 'important'] as const).map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Checkbox
                checked={form[flag]}
                onChange={(event) => set(flag, event.target.checked)}
                slotProps={{ input: { 'data-testid': `todo-flag-${flag}` } as object }}
              />
            }
            label={t[flag]}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
