import { isMoneyField, todayIso } from '@flockbook/contracts/values';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import type { z } from 'zod';
import { isolatedDataText } from '../../components/data-text.tsx';
import { errorMessage } from '../../components/error-message.ts';
import { ApiError, applyFieldErrors } from '../../lib/api-client.ts';
import { hasPermission } from '../../lib/route-auth.ts';
import { useSession } from '../../lib/session.ts';
import { showMessage } from '../../lib/message-store.ts';
import { buildPatch, changedFields } from '../changed-fields.ts';
import { conflictCurrent, createRecord, deleteRecord, updateRecord } from '../api/record-api.ts';
import { recordKeys } from '../api/query-keys.ts';
import { RecordFieldInput } from '../fields/record-field-input.tsx';
import type { FormValues } from '../fields/record-field-input.tsx';
import { initialFormValues } from '../form-values.ts';
import { useAreaPermissions } from '../hooks/use-area-permissions.ts';
import { useCellContext } from '../hooks/use-cell-context.ts';
import type { FieldScope, RecordArea, RecordBase, RecordField } from '../record-area.ts';
import { useFarmOptions } from '../hooks/use-record-options.ts';
import { useFarmToday } from '../hooks/use-farm-today.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import { UnusualConfirm, unusualTargets } from './unusual-confirm.tsx';

export type RecordFormProps = {
  area: RecordArea;
  /** The area's shared zod input schema, loaded (see `RecordFormLoader`). */
  inputSchema: z.ZodObject;
  /** The record being edited; a new record when left out. */
  record?: RecordBase | undefined;
  /** Values a new record must have and the user does not choose (e.g. the flock page's flock). */
  fixedValues?: Readonly<Record<string, string>>;
  /** Starting values of a new record the user may still change (e.g. from the address). */
  presetValues?: Readonly<Record<string, string>>;
  /** Nothing can be changed (a closed flock, a role without the right). */
  readOnly?: boolean;
  /** Called after a successful create or save with the saved record. */
  onSaved: (record: RecordBase, mode: 'create' | 'update') => void;
  onDeleted?: () => void;
  onCancel: () => void;
  /** Reports whether the form holds unsaved changes (for the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Drawn above the fields (e.g. a read-only notice). */
  notice?: ReactNode;
  /** Where the action buttons sit: a page's bottom bar or a dialog's actions. */
  variant?: 'page' | 'dialog';
};

type Baseline = {
  source: Record<string, unknown>;
  values: Record<string, unknown>;
  version: number;
};

function baselineOf(
  area: RecordArea,
  record: RecordBase | undefined,
  fixedValues: Readonly<Record<string, string>>,
  presetValues: Readonly<Record<string, string>> = {},
  today = '',
): Baseline {
  const source: Record<string, unknown> = record
    ? (record as unknown as Record<string, unknown>)
    : { ...area.defaults?.(today), ...presetValues, ...fixedValues };
  return {
    source,
    values: initialFormValues(area.fields, source),
    version: record?.version ?? 0,
  };
}

/**
 * The values as the schema should see them: an empty input means 'not given' when the schema
 * lets the field be left out (its default applies: no supplier, no flock, no notes).
 */
export function withoutEmptyOptionals(
  schema: z.ZodObject,
  values: Readonly<FormValues>,
): FormValues {
  const result: FormValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (value !== '') continue;
    const fieldSchema = schema.shape[name];
    if (fieldSchema?.safeParse(undefined).success) delete result[name];
  }
  return result;
}

/** The fields whose condition hides them now and that may be left out of a record. */
function hiddenByCondition(
  fields: readonly RecordField[],
  schema: z.ZodObject,
  values: Readonly<FormValues>,
  scope: FieldScope,
): string[] {
  return fields
    .filter((field) => field.when !== undefined && !field.when(values, scope))
    .filter((field) => schema.shape[field.name]?.safeParse(undefined).success === true)
    .map((field) => field.name);
}

/** Whether a field is drawn: its role, its own condition, and errors that reveal it. */
function fieldShown(
  field: RecordField,
  values: Readonly<Record<string, unknown>>,
  role: Parameters<typeof hasPermission>[1],
  revealed: ReadonlySet<string>,
  scope: FieldScope,
): boolean {
  if (field.auth !== undefined && !hasPermission(field.auth, role)) return false;
  if (field.showOnError && !revealed.has(field.name)) return false;
  return field.when ? field.when(values, scope) : true;
}

/**
 * The generic record form: the area's fields checked by its shared zod schema, server field
 * errors at their field, only changed fields (plus the version) sent on edit, the edit
 * conflict shown with the newer values, and delete behind a question (admins).
 */
export function RecordForm({
  area,
  inputSchema,
  record,
  fixedValues = {},
  presetValues = {},
  readOnly = false,
  onSaved,
  onDeleted,
  onCancel,
  onDirtyChange,
  notice,
  variant = 'page',
}: RecordFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const context = useCellContext(area);
  const permissions = useAreaPermissions(area);
  const creating = record === undefined;
  const [initialChoice] = useState(() => ({ ...presetValues, ...fixedValues }));
  // The browser's date only until the farm's today is known (below).
  const [startToday] = useState(todayIso);
  // Staff enter a price with a new record but never get it back: their edits leave it out.
  const hidesMoney = !creating && !permissions.canSeeMoney;
  const [baseline, setBaseline] = useState<Baseline>(() =>
    baselineOf(area, record, fixedValues, presetValues, startToday),
  );
  const [formError, setFormError] = useState<{ title: string; message: string } | null>(null);
  const [conflict, setConflict] = useState<Record<string, unknown> | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Values the server found unusual (target by field) and whether the user confirmed them.
  const [unusual, setUnusual] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState(false);
  const confirmation = confirmed ? { confirmUnusual: true } : {};

  const { user } = useSession();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const farms = useFarmOptions({ enabled: area.fields.some((field) => field.type === 'farm') });
  const scope: FieldScope = {
    farmOf: (farmId) => farms.data?.find((farm) => farm.id === farmId),
  };
  // The check reads the latest farm choices without being made again for each answer.
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const resolver = useMemo<Resolver<FormValues, unknown, FormValues>>(() => {
    const check = zodResolver(
      inputSchema as unknown as z.ZodType<FormValues, FormValues>,
    ) as unknown as Resolver<FormValues, unknown, FormValues>;
    // The saved price is unknown here: a stand-in passes the check and is never sent.
    const hidden = hidesMoney ? Object.keys(inputSchema.shape).filter(isMoneyField) : [];
    const standIns = Object.fromEntries(hidden.map((name) => [name, '0']));
    return async (values, context, options) => {
      // A field its condition hides is left out (its default applies): a house chosen for one
      // farm is not sent with another farm that has no houses.
      const unasked = hiddenByCondition(area.fields, inputSchema, values, scopeRef.current);
      const asked = Object.fromEntries(
        Object.entries(values).filter(([name]) => !unasked.includes(name)),
      );
      const result = await check(
        withoutEmptyOptionals(inputSchema, { ...asked, ...standIns }),
        context,
        options,
      );
      for (const name of hidden) delete (result.values as FormValues)[name];
      return result;
    };
  }, [area.fields, inputSchema, hidesMoney]);
  const form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: baseline.values,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, reset, formState, getValues } = form;
  const values = useWatch({ control });
  const dirty = formState.isDirty;
  const today = useFarmToday(
    { ...initialChoice, ...values },
    { enabled: creating && area.defaults !== undefined },
  );
  // The dates a new record starts with follow its farm's today (known once the farms are
  // read, and changing with the farm or flock chosen) until the user sets them.
  const shownToday = useRef(startToday);
  useEffect(() => {
    if (!creating || !area.defaults || today === shownToday.current) return;
    const before = area.defaults(shownToday.current);
    shownToday.current = today;
    for (const [name, value] of Object.entries(area.defaults(today))) {
      if (value === before[name] || name in fixedValues || name in presetValues) continue;
      if (!form.getFieldState(name).isDirty) form.resetField(name, { defaultValue: value });
    }
  }, [today, creating, area, form, fixedValues, presetValues]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const editable = !readOnly && (creating ? permissions.canCreate : permissions.canUpdate);
  const visibleFields = area.fields.filter(
    (field) =>
      !(field.name in fixedValues) &&
      (creating || !field.createOnly) &&
      !(hidesMoney && isMoneyField(field.name)) &&
      fieldShown(field, values, user.role, revealed, scope),
  );
  const fieldNames = area.fields.map((field) => field.name);
  const recordName = record ? area.recordTitle(record, context) : context.texts.singular;

  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null);
    setConflict(null);
    try {
      if (creating) {
        const saved = await createRecord(area, { ...parsed, ...fixedValues, ...confirmation });
        await queryClient.invalidateQueries({ queryKey: recordKeys.all });
        reset(initialFormValues(area.fields, saved as unknown as Record<string, unknown>));
        showMessage({
          message: t('records.form.created', {
            name: isolatedDataText(area.recordTitle(saved, context)),
          }),
          variant: 'success',
        });
        onSaved(saved, 'create');
        return;
      }
      const changed = changedFields(baseline.values, getValues());
      if (changed.length === 0) {
        showMessage({ message: t('records.form.nothingChanged'), variant: 'info' });
        return;
      }
      const saved = await updateRecord(area, record.id, {
        ...buildPatch(parsed, changed, baseline.version),
        ...confirmation,
      });
      queryClient.setQueryData(recordKeys.item(area.endpoint, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      const next = baselineOf(area, saved, fixedValues);
      setBaseline(next);
      reset(next.values);
      showMessage({ message: t('records.form.saved'), variant: 'success' });
      onSaved(saved, 'update');
    } catch (error) {
      const current = conflictCurrent(error);
      if (current) {
        setConflict(current);
        return;
      }
      const targets = unusualTargets(error);
      setUnusual(targets);
      if (Object.keys(targets).length === 0) setConfirmed(false);
      if (error instanceof ApiError) {
        const named = area.fields.filter(
          (field) => field.showOnError && field.name in error.fieldErrors,
        );
        if (named.length > 0) {
          setRevealed((current) => new Set([...current, ...named.map((field) => field.name)]));
        }
      }
      if (applyFieldErrors(error, setError, fieldNames)) return;
      setFormError({ title: t('records.form.saveErrorTitle'), message: errorMessage(error, t) });
    }
  });

  const loadTheirs = () => {
    if (!conflict) return;
    const next = baselineOf(area, conflict as unknown as RecordBase, fixedValues);
    setBaseline(next);
    reset(next.values);
    setConflict(null);
    queryClient.setQueryData(recordKeys.item(area.endpoint, String(conflict.id)), conflict);
  };

  const keepEditing = () => {
    if (!conflict) return;
    // The edit now applies to their version: the next save sends what differs from it.
    setBaseline(baselineOf(area, conflict as unknown as RecordBase, fixedValues));
    setConflict(null);
  };

  const confirmDelete = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await deleteRecord(area, record.id);
      queryClient.removeQueries({ queryKey: recordKeys.item(area.endpoint, record.id) });
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      reset(baseline.values);
      showMessage({ message: t('records.form.deleted', { name: recordName }), variant: 'success' });
      setConfirmingDelete(false);
      onDeleted?.();
    } catch (error) {
      setConfirmingDelete(false);
      setFormError({ title: t('records.form.saveErrorTitle'), message: errorMessage(error, t) });
    } finally {
      setDeleting(false);
    }
  };

  const canDelete = !creating && !readOnly && permissions.canDelete;
  const submitting = formState.isSubmitting;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid={`record-form-${area.id}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {notice}
      {conflict ? (
        <ConflictNotice
          fields={area.fields.filter(
            (field) => !(field.name in fixedValues) && !(hidesMoney && isMoneyField(field.name)),
          )}
          current={conflict}
          yours={getValues()}
          context={context}
          onLoad={loadTheirs}
          onKeep={keepEditing}
        />
      ) : null}
      {formError ? (
        <Alert
          severity="error"
          variant="outlined"
          onClose={() => setFormError(null)}
          data-testid="form-error"
        >
          <AlertTitle>{formError.title}</AlertTitle>
          {formError.message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: variant === 'dialog' ? '1fr 1fr' : 'repeat(2, minmax(0, 1fr))',
          },
        }}
      >
        {visibleFields.map((field) => (
          <Box
            key={field.name}
            sx={{ gridColumn: field.wide || field.type === 'textarea' ? '1 / -1' : undefined }}
          >
            <RecordFieldInput
              field={field}
              control={control}
              texts={context.texts}
              disabled={!editable || submitting}
              creating={creating}
              today={creating ? today : undefined}
            />
            {unusual[field.name] ? (
              <UnusualConfirm
                target={unusual[field.name] ?? ''}
                checked={confirmed}
                onChange={setConfirmed}
                disabled={!editable || submitting}
              />
            ) : null}
          </Box>
        ))}
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          ...(variant === 'dialog' ? { mx: -3, px: 3, mb: -1 } : {}),
        }}
      >
        {canDelete ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineOutlined />}
            onClick={() => setConfirmingDelete(true)}
            disabled={submitting}
          >
            {t('records.form.delete')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={onCancel} disabled={submitting}>
          {editable ? t('records.form.cancel') : t('records.form.back')}
        </Button>
        {editable ? (
          <Button type="submit" variant="contained" disabled={submitting} data-testid="record-save">
            {submitting
              ? t('records.form.saving')
              : creating
                ? t('records.form.create')
                : t('records.form.save')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('records.form.deleteTitle')}
        body={t('records.form.deleteBody', { name: isolatedDataText(recordName) })}
        confirmLabel={t('records.form.deleteConfirm')}
        cancelLabel={t('records.form.cancel')}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
