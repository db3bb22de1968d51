import { alertMailPreferenceSchema } from '@flockbook/contracts';
import type { AlertMailPreference } from '@flockbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const ENDPOINT = '/api/alert-mail';
const KEY = ['alert-mail'] as const;
const parse = (data: unknown) => alertMailPreferenceSchema.parse(data);

/** The signed-in user's choice of alerts by mail. */
export function useAlertMail() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get(ENDPOINT, { signal, parse }),
  });
}

/** Saves the choice; the saved answer replaces the cached one. */
export function useSaveAlertMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: AlertMailPreference) => api.put(ENDPOINT, preference, { parse }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
