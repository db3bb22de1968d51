import type { AuthResult, InvitationStatus } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AcceptInvitationInput } from '../../../lib/session.ts';

/** POST /api/auth/invitation: what an invitation is for, or why it cannot be used (400). */
export function useInvitationStatus(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }): Promise<InvitationStatus> =>
      api.post('/api/auth/invitation', { token }, { signal, ignoreUnauthorized: true }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/auth/invitation/accept: makes the invited account and signs it in. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<AuthResult> {
  const [{ authResultSchema }, data] = await Promise.all([
    import('@flockbook/contracts'),
    api.post('/api/auth/invitation/accept', input, { ignoreUnauthorized: true }),
  ]);
  return authResultSchema.parse(data);
}
