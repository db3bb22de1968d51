import type { signInInputSchema, User } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ApiError, applyFieldErrors } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { showFirebaseError } from '../hosted/firebase/firebase-errors.ts';
import { hostedErrorText } from '../hosted/hosted-error.ts';
import type { FirebaseSettings } from '../hosted/hosted-settings.ts';
import { useFirebaseAuth } from '../hosted/use-firebase-auth.ts';
import { DemoAccounts, demoAccountsShown } from './demo-accounts.tsx';
import type { DemoAccount } from './demo-accounts.tsx';
import { FormTextField } from './form-text-field.tsx';

type LoginInput = z.input<typeof signInInputSchema>;
type LoginValues = z.output<typeof signInInputSchema>;

/**
 * The contract's sign-in rules, with zod and its resolver, loaded once the person starts to use
 * the form: the login page is the app's first download for most visits.
 */
const signInRules = lazyResolver<LoginInput, unknown, LoginValues>(async () => {
  const [{ zodResolver }, { signInInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@flockbook/contracts'),
  ]);
  return zodResolver(signInInputSchema);
});
const loadSignInRules = () => signInRules.load();

export type LoginFormProps = {
  /** Where 'Forgot password?' leads; no link when null. */
  forgotPasswordPath?: string | null;
  /** Signs in this account only: the email is not asked for (the lock screen). */
  lockedEmail?: string;
  /** Runs once signed in; without it the route guard moves the user on. */
  onSignedIn?: (user: User) => void;
  /** Offers the demo accounts (when the server lists them). */
  demoAccounts?: boolean;
  submitLabel?: string;
  /** Signs in with this Firebase project instead of the server's own accounts. */
  firebase?: FirebaseSettings | null;
};

/**
 * The one sign-in form (main login page, its variants and the lock screen): email and password
 * of at least 4 characters, submit enabled once both are valid, the server's (or Firebase's)
 * message at the field at fault and a throttled request said above the form.
 */
export function LoginForm({
  forgotPasswordPath = paths.forgotPassword,
  lockedEmail,
  onSignedIn,
  demoAccounts = lockedEmail === undefined,
  submitLabel,
  firebase,
}: LoginFormProps) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const firebaseAuth = useFirebaseAuth(firebase);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    LoginInput,
    unknown,
    LoginValues
  >({
    mode: 'onChange',
    resolver: signInRules.resolver,
    defaultValues: { email: lockedEmail ?? '', password: '' },
  });
  const fieldsShown: readonly ('email' | 'password')[] =
    lockedEmail === undefined ? ['email', 'password'] : ['password'];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await (firebaseAuth ? firebaseAuth.signIn(values) : signIn(values));
      onSignedIn?.(user);
    } catch (error) {
      if (showFirebaseError(error, 'signIn', setError, setFormError, t)) return;
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.detail ?? error.title);
      } else if (!applyFieldErrors(error, setError, fieldsShown)) {
        const emailError = error instanceof ApiError ? error.fieldErrors.email : undefined;
        setFormError(emailError ?? hostedErrorText(error, t));
      }
    }
  });

  const fillIn = (account: DemoAccount) => {
    loadSignInRules();
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('email', account.email, options);
    setValue('password', account.password, options);
  };

  return (
    <>
      {demoAccounts && demoAccountsShown() ? <DemoAccounts onChoose={fillIn} /> : null}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={loadSignInRules}
        onPointerDown={loadSignInRules}
        onChange={loadSignInRules}
        aria-label={t('auth.login.title')}
      >
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" data-testid="login-error">
              {translateAuthMessage(formError, t)}
            </Alert>
          ) : null}
          {lockedEmail === undefined ? (
            <FormTextField
              name="email"
              control={control}
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              autoFocus
              required
            />
          ) : null}
          <FormTextField
            name="password"
            control={control}
            password
            label={t('auth.fields.password')}
            autoComplete="current-password"
            autoFocus={lockedEmail !== undefined}
            required
          />
          {forgotPasswordPath !== null ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Link component={RouterLink} to={forgotPasswordPath} variant="body2">
                {t('auth.login.forgotPassword')}
              </Link>
            </Box>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {submitLabel ?? t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
