import { BREEDS, FLOCK_TYPES } from '@flockbook/contracts/values';
import type { Programme } from '@flockbook/contracts';
import { authRoles } from '@flockbook/contracts/roles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../components/error-message.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { hasPermission } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fillText, useTexts } from '../../../records/area-texts.ts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { RecordPage } from '../../../records/components/record-page.tsx';
import { PROGRAMMES_PATH } from '../area-paths.ts';
import { flockOptionsAr } from '../areas/locales/flock-options/ar.ts';
import { flockOptionsEn } from '../areas/locales/flock-options/en.ts';
import { flockOptionsTr } from '../areas/locales/flock-options/tr.ts';
import { stockOptionsAr } from '../areas/locales/stock-options/ar.ts';
import { stockOptionsEn } from '../areas/locales/stock-options/en.ts';
import { stockOptionsTr } from '../areas/locales/stock-options/tr.ts';
import { useProgrammeTexts } from './locales/use-programme-texts.ts';
import { bodyOf, draftOf, emptyItem } from './programme-form.ts';
import type { ItemDraft, ProgrammeDraft } from './programme-form.ts';
import { PROGRAMMES_API, useProgramme } from './use-programmes.ts';

/** `/apps/vaccination-programmes/{id | new}`: a programme with its items, changed by admins. */
export function ProgrammeFormPage() {
  const { programmeId = 'new' } = useParams();
  const id = programmeId === 'new' ? undefined : programmeId;
  const programme = useProgramme(id);
  const texts = useProgrammeTexts();
  if (id && programme.isPending) return <LoadingState />;
  if (id && programme.isError) {
    return (
      <FormFrame title={texts.form.editTitle}>
        <ErrorState error={programme.error} onRetry={() => void programme.refetch()} />
      </FormFrame>
    );
  }
  // Keyed by the programme's version: a saved programme's form starts again from it.
  return (
    <ProgrammeForm
      key={`${id ?? 'new'}-${programme.data?.version ?? 0}`}
      programme={id ? programme.data : undefined}
    />
  );
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useProgrammeTexts();
  return (
    <RecordPage
      icon={VaccinesOutlined}
      farmWork
      title={title}
      crumbs={[
        { label: t('navigation.applications') },
        { label: texts.title, to: PROGRAMMES_PATH },
        { label: title },
      ]}
    >
      {children}
    </RecordPage>
  );
}

function ProgrammeForm({ programme }: { programme: Programme | undefined }) {
  const texts = useProgrammeTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flockOptions = useTexts({ en: flockOptionsEn, tr: flockOptionsTr, ar: flockOptionsAr });
  const isAdmin = hasPermission(authRoles.admin, useSession().user.role);
  const [draft, setDraft] = useState<ProgrammeDraft>(() => draftOf(programme));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const readOnly = !isAdmin;

  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: recordKeys.all });
    showMessage({ message, variant: 'success' });
    await navigate(PROGRAMMES_PATH);
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.hasFieldErrors) {
      setErrors(error.fieldErrors);
      setFailure(texts.form.failed);
    } else {
      setFailure(errorMessage(error, t));
    }
  };
  const save = useMutation({
    mutationFn: () =>
      programme
        ? api.put(`${PROGRAMMES_API}/${programme.id}`, {
            ...bodyOf(draft),
            version: programme.version,
          })
        : api.post(PROGRAMMES_API, bodyOf(draft)),
    onSuccess: () => done(fillText(texts.form.saved, { name: draft.name.trim() })),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`${PROGRAMMES_API}/${programme?.id ?? ''}`),
    onSuccess: () => done(fillText(texts.form.deleted, { name: programme?.name ?? '' })),
    onError: (error) => {
      setConfirming(false);
      failed(error);
    },
  });

  const set = <K extends keyof ProgrammeDraft>(field: K, value: ProgrammeDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    set(
      'items',
      draft.items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    save.mutate();
  };
  const title = programme ? texts.form.editTitle : texts.form.newTitle;
  const last = draft.items.at(-1);

  return (
    <FormFrame title={title}>
      <Card variant="outlined">
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={title}
            data-testid="programme-form"
          >
            <Stack spacing={2.5}>
              {readOnly ? <Alert severity="info">{texts.form.readOnly}</Alert> : null}
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                  {errors.items ? ` ${errors.items}` : ''}
                </Alert>
              ) : null}
              <TextField
                label={texts.form.name}
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name}
                required
                disabled={readOnly}
                name="name"
              />
              <TextField
                select
                label={texts.form.flockType}
                value={draft.flockType}
                onChange={(event) => set('flockType', event.target.value)}
                error={Boolean(errors.flockType)}
                helperText={errors.flockType}
                required
                disabled={readOnly}
                name="flockType"
              >
                {FLOCK_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {flockOptions.type[type]}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl component="fieldset" error={Boolean(errors.breeds)} disabled={readOnly}>
                <FormLabel component="legend">{texts.form.breeds}</FormLabel>
                <FormGroup row>
                  {BREEDS.map((breed) => (
                    <FormControlLabel
                      key={breed}
                      label={flockOptions.breed[breed] ?? breed}
                      control={
                        <Checkbox
                          checked={draft.breeds.includes(breed)}
                          onChange={(event) =>
                            set(
                              'breeds',
                              event.target.checked
                                ? [...draft.breeds, breed]
                                : draft.breeds.filter((kept) => kept !== breed),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{errors.breeds ?? texts.form.breedsHint}</FormHelperText>
              </FormControl>
              <Typography component="h2" variant="h6">
                {texts.form.items}
              </Typography>
              <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {draft.items.map((item, index) => (
                  <ItemFields
                    key={item.key}
                    item={item}
                    index={index}
                    errors={errors}
                    readOnly={readOnly}
                    canRemove={draft.items.length > 1}
                    onChange={(patch) => setItem(index, patch)}
                    onRemove={() =>
                      set(
                        'items',
                        draft.items.filter((_, at) => at !== index),
                      )
                    }
                  />
                ))}
              </Stack>
              {readOnly ? null : (
                <Box>
                  <Button
                    startIcon={<AddOutlined />}
                    onClick={() =>
                      set('items', [
                        ...draft.items,
                        emptyItem(last ? String(Number(last.dayOfAge || 0) + 7) : '1'),
                      ])
                    }
                    data-testid="programme-add-item"
                  >
                    {texts.form.addItem}
                  </Button>
                </Box>
              )}
              <TextField
                label={texts.form.notes}
                value={draft.notes}
                onChange={(event) => set('notes', event.target.value)}
                error={Boolean(errors.notes)}
                helperText={errors.notes}
                multiline
                minRows={2}
                disabled={readOnly}
                name="notes"
              />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {readOnly ? null : (
                  <Button
                    type="submit"
                    variant="contained"
                    color="secondary"
                    loading={save.isPending}
                    data-testid="programme-save"
                  >
                    {texts.form.save}
                  </Button>
                )}
                <Button color="inherit" onClick={() => void navigate(PROGRAMMES_PATH)}>
                  {texts.form.cancel}
                </Button>
                {programme && !readOnly ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlined />}
                    onClick={() => setConfirming(true)}
                    sx={{ marginInlineStart: 'auto' }}
                  >
                    {texts.form.delete}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={texts.form.delete}
        body={fillText(texts.form.deleteConfirm, { name: programme?.name ?? '' })}
        confirmLabel={texts.form.delete}
        cancelLabel={texts.form.cancel}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </FormFrame>
  );
}

function ItemFields({
  item,
  index,
  errors,
  readOnly,
  canRemove,
  onChange,
  onRemove,
}: {
  item: ItemDraft;
  index: number;
  errors: Record<string, string>;
  readOnly: boolean;
  canRemove: boolean;
  onChange: (patch: Partial<ItemDraft>) => void;
  onRemove: () => void;
}) {
  const texts = useProgrammeTexts().form;
  const options = useTexts({ en: stockOptionsEn, tr: stockOptionsTr, ar: stockOptionsAr });
  const number = String(index + 1);
  const error = (field: string) => errors[`items.${index}.${field}`];
  const field = (name: keyof ItemDraft) => ({
    value: item[name] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    error: Boolean(error(name)),
    helperText: error(name),
    disabled: readOnly,
    size: 'small' as const,
    name: `items.${index}.${name}`,
  });
  return (
    <Box
      component="li"
      data-testid="programme-item"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {fillText(texts.item, { number })}
        </Typography>
        {readOnly || !canRemove ? null : (
          <IconButton
            onClick={onRemove}
            aria-label={fillText(texts.removeItem, { number })}
            size="small"
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '8rem 2fr 1fr 1fr 8rem' },
        }}
      >
        <TextField
          {...field('dayOfAge')}
          label={texts.dayOfAge}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...field('dosePerBird')}
          label={texts.dosePerBird}
          helperText={error('dosePerBird') ?? texts.dosePerBirdHint}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ order: { md: 5 } }}
        />
        <TextField
          {...field('name')}
          label={texts.itemName}
          required
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, order: { md: 2 } }}
        />
        <TextField {...field('kind')} select label={texts.kind} sx={{ order: { md: 3 } }}>
          {Object.entries(options.medicineKind).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('method')} select label={texts.method} sx={{ order: { md: 4 } }}>
          {Object.entries(options.medicineMethod).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('notes')}
          label={texts.notes}
          sx={{ gridColumn: '1 / -1', order: { md: 6 } }}
        />
      </Box>
    </Box>
  );
}
