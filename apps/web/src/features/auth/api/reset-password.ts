import { messageSchema } from '@flockbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ResetPasswordInput = { token: string; password: string };

/** POST /api/auth/reset-password: sets a new password with the token of a reset link. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post('/api/auth/reset-password', input, {
    ignoreUnauthorized: true,
    parse: (data) => messageSchema.parse(data),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
