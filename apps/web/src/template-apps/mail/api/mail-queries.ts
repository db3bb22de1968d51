import type { Mail } from '@flockbook/mock-api/mail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMails,
  fetchMail,
  fetchMailFilters,
  fetchMailFolders,
  fetchMailLabels,
  fetchMails,
  setMailFolder,
  toggleMailLabel,
  updateMail,
} from './mail-api.ts';
import type { MailListKey } from './mail-api.ts';

export const mailKeys = {
  all: ['mail-app'] as const,
  lists: ['mail-app', 'mails'] as const,
  list: (key: MailListKey) => ['mail-app', 'mails', key.kind, key.handle] as const,
  mail: (mailId: string) => ['mail-app', 'mail', mailId] as const,
  folders: ['mail-app', 'folders'] as const,
  filters: ['mail-app', 'filters'] as const,
  labels: ['mail-app', 'labels'] as const,
};

export function useMails(key: MailListKey) {
  return useQuery({
    queryKey: mailKeys.list(key),
    queryFn: ({ signal }) => fetchMails(key, signal),
  });
}

export function useMail(mailId: string | undefined) {
  return useQuery({
    queryKey: mailKeys.mail(mailId ?? ''),
    queryFn: ({ signal }) => fetchMail(mailId ?? '', signal),
    enabled: mailId !== undefined,
  });
}

const forever = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useMailFolders = () =>
  useQuery({
    queryKey: mailKeys.folders,
    queryFn: ({ signal }) => fetchMailFolders(signal),
    ...forever,
  });
export const useMailFilters = () =>
  useQuery({
    queryKey: mailKeys.filters,
    queryFn: ({ signal }) => fetchMailFilters(signal),
    ...forever,
  });
export const useMailLabels = () =>
  useQuery({
    queryKey: mailKeys.labels,
    queryFn: ({ signal }) => fetchMailLabels(signal),
    ...forever,
  });

/** Every mail of every folder, for the sidebar's counts. */
export function useAllMails() {
  const folders = useMailFolders();
  return useQuery({
    queryKey: [...mailKeys.lists, 'every-folder'],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (folders.data ?? []).map((folder) =>
          fetchMails({ kind: 'folder', handle: folder.handle }, signal),
        ),
      );
      return lists.flat();
    },
    enabled: folders.data !== undefined,
  });
}

/** Every change refetches the lists, the counts and the open mails: the mock is the truth. */
function useMailMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export const useUpdateMails = () =>
  useMailMutation((mails: Mail[]) => Promise.all(mails.map((mail) => updateMail(mail))));

export const useSetMailFolder = () => useMailMutation(setMailFolder);
export const useToggleMailLabel = () => useMailMutation(toggleMailLabel);
export const useDeleteMails = () => useMailMutation(deleteMails);
