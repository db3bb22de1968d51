import { messageSchema } from '@flockbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: mails a reset link when the email has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post(
    '/api/auth/forgot-password',
    { email },
    { ignoreUnauthorized: true, parse: (data) => messageSchema.parse(data) },
  );
}

/** Asks for the reset mail, from the server unless another sender (Firebase) is given. */
export function useRequestPasswordReset(
  send: (email: string) => Promise<unknown> = requestPasswordReset,
) {
  return useMutation({ mutationFn: send });
}
