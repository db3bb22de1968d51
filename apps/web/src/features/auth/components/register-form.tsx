import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@flockbook/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { applyFieldErrors } from '../../../lib/api-client.ts';
import {
  forgetRememberedPath,
  peekRememberedPath,
  rememberPath,
} from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { translateAuthMessage } from '../auth-messages.ts';
import { showFirebaseError } from '../hosted/firebase/firebase-errors.ts';
import { hostedErrorText } from '../hosted/hosted-error.ts';
import type { FirebaseSettings } from '../hosted/hosted-settings.ts';
import { useFirebaseAuth } from '../hosted/use-firebase-auth.ts';
import { rememberAuthEmail } from '../last-auth-email.ts';
import { NewAccountFields } from './new-account-fields.tsx';
import { registerFormSchema } from './register-form-schema.ts';
import type { RegisterFormInput, RegisterFormValues } from './register-form-schema.ts';

const serverFields = ['displayName', 'email', 'password'] as const;

export type RegisterFormProps = {
  /** Runs once the account exists and is signed in; without it the route guard moves on. */
  onRegistered?: (user: User) => void;
  /** Creates the account in this Firebase project instead of on the server. */
  firebase?: FirebaseSettings | null;
};

/**
 * The one registration form (main page and variants). The new user is signed in and, as the
 * specification says, lands on the analytics dashboard.
 */
export function RegisterForm({ onRegistered, firebase }: RegisterFormProps) {
  const { t } = useTranslation();
  const { register } = useSession();
  const firebaseAuth = useFirebaseAuth(firebase);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    mode: 'onChange',
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
    setFormError(null);
    const remembered = peekRememberedPath();
    rememberPath(paths.dashboard);
    try {
      const input = { displayName, email, password };
      const user = await (firebaseAuth ? firebaseAuth.register(input) : register(input));
      rememberAuthEmail(email);
      onRegistered?.(user);
    } catch (error) {
      if (remembered === undefined) forgetRememberedPath();
      else rememberPath(remembered);
      if (showFirebaseError(error, 'register', setError, setFormError, t)) return;
      if (!applyFieldErrors(error, setError, serverFields)) setFormError(hostedErrorText(error, t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" data-testid="register-error">
            {translateAuthMessage(formError, t)}
          </Alert>
        ) : null}
        <NewAccountFields form={form} submit={t('auth.register.submit')} />
      </Stack>
    </Box>
  );
}
