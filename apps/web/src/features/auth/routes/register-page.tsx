import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  MIN_LOGIN_LENGTH,
  newPasswordSchema,
  registerInputSchema,
} from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../components/error-message.ts';
import { applyFieldErrors } from '../../../lib/api-client.ts';
import {
  forgetRememberedPath,
  peekRememberedPath,
  rememberPath,
} from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordField } from '../components/password-field.tsx';

const passwordPair = z.object({ password: newPasswordSchema, passwordConfirm: z.string() });

export const registerFormSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, authMessages.enterDisplayName)
      .min(MIN_LOGIN_LENGTH, authMessages.minLength)
      .max(100),
    email: registerInputSchema.shape.email,
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    message: authMessages.passwordsDoNotMatch,
    path: ['passwordConfirm'],
    // Compare as soon as both passwords are there, even while other fields still need work.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

const fields = ['displayName', 'email', 'password'] as const;

/** Creates an account; the new user is signed in and lands on the analytics dashboard. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { register } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues, trigger } = useForm<
    RegisterFormInput,
    unknown,
    RegisterFormValues
  >({
    mode: 'onChange',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
    setFormError(null);
    const remembered = peekRememberedPath();
    rememberPath(paths.dashboard);
    try {
      await register({ displayName, email, password });
    } catch (error) {
      if (remembered === undefined) forgetRememberedPath();
      else rememberPath(remembered);
      if (!applyFieldErrors(error, setError, fields)) setFormError(errorMessage(error, t));
    }
  });

  return (
    <AuthCard title={t('auth.register.title')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" data-testid="register-error">
              {translateAuthMessage(formError, t)}
            </Alert>
          ) : null}
          <Controller
            name="displayName"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('auth.fields.displayName')}
                autoComplete="name"
                autoFocus
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                label={t('auth.fields.email')}
                autoComplete="email"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  field.onChange(event);
                  // The confirmation is compared again once it has been typed.
                  if (getValues('passwordConfirm') !== '') void trigger('passwordConfirm');
                }}
                label={t('auth.fields.password')}
                autoComplete="new-password"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Controller
            name="passwordConfirm"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label={t('auth.fields.passwordConfirm')}
                autoComplete="new-password"
                required
                fullWidth
                error={fieldState.error !== undefined}
                helperText={translateAuthMessage(fieldState.error?.message, t)}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('auth.register.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
