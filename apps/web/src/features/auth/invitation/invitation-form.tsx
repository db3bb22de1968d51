import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, newPasswordSchema } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../components/error-message.ts';
import { ApiError, applyFieldErrors } from '../../../lib/api-client.ts';
import {
  forgetRememberedPath,
  peekRememberedPath,
  rememberPath,
} from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { rememberAuthEmail } from '../last-auth-email.ts';
import { FormTextField } from '../components/form-text-field.tsx';
import type { InvitationTexts } from './locales/en.ts';

const formSchema = z
  .object({
    displayName: z.string().trim().min(1, authMessages.enterDisplayName).max(100),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: authMessages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
  });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export type InvitationFormProps = {
  token: string;
  email: string;
  texts: InvitationTexts;
  /** The invitation was refused on submit: the page shows why instead of the form. */
  onRefused: (message: string) => void;
};

/** The invited person's name and password (twice); they are signed in on the dashboard. */
export function InvitationForm({ token, email, texts, onRefused }: InvitationFormProps) {
  const { t } = useTranslation();
  const { acceptInvitation } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    mode: 'onTouched',
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ displayName, password }) => {
    setFormError(null);
    const remembered = peekRememberedPath();
    rememberPath(paths.dashboard);
    try {
      await acceptInvitation({ token, displayName, password });
      rememberAuthEmail(email);
    } catch (error) {
      if (remembered === undefined) forgetRememberedPath();
      else rememberPath(remembered);
      if (error instanceof ApiError && error.fieldErrors.token !== undefined) {
        onRefused(error.fieldErrors.token);
      } else if (!applyFieldErrors(error, setError, ['displayName', 'password'] as const)) {
        setFormError(errorMessage(error, t));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={texts.title}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" data-testid="invitation-error">
            {translateAuthMessage(formError, t)}
          </Alert>
        ) : null}
        <FormTextField
          name="displayName"
          control={control}
          label={t('auth.fields.displayName')}
          autoComplete="name"
          autoFocus
          required
        />
        <FormTextField
          name="password"
          control={control}
          password
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <FormTextField
          name="passwordConfirm"
          control={control}
          password
          label={t('auth.fields.passwordConfirm')}
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
        >
          {texts.submit}
        </Button>
      </Stack>
    </Box>
  );
}
