import { peopleListSchema, personSchema } from '@flockbook/contracts';
import type { InviteInput, Person, PersonPatch } from '@flockbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const USERS_ENDPOINT = '/api/users';
export const peopleKey = ['people'] as const;

/** Everyone with an account (GET /api/users, admins). */
export function usePeople() {
  return useQuery({
    queryKey: peopleKey,
    queryFn: ({ signal }) =>
      api.get(USERS_ENDPOINT, { signal, parse: (data) => peopleListSchema.parse(data) }),
  });
}

/** Mails an invitation; the list is asked again. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => api.post(`${USERS_ENDPOINT}/invite`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}

/** Changes a person's role, farms or access; the saved person replaces the listed one. */
export function useChangePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PersonPatch }) =>
      api.patch(`${USERS_ENDPOINT}/${encodeURIComponent(id)}`, patch, {
        parse: (data) => personSchema.parse(data),
      }),
    onSuccess: (saved: Person) => {
      queryClient.setQueryData(peopleKey, (list: { data: Person[]; total: number } | undefined) =>
        list
          ? { ...list, data: list.data.map((person) => (person.id === saved.id ? saved : person)) }
          : list,
      );
    },
  });
}

/** Mails a person a password reset link. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`${USERS_ENDPOINT}/${encodeURIComponent(id)}/password-reset`, {}),
  });
}
