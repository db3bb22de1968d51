import type { FileEntry } from '@flockbook/mock-api/file-manager';
import { fileManagerPaths } from '@flockbook/mock-api/file-manager';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fileManagerKeys = { files: ['file-manager-app', 'files'] as const };

/** GET files: every folder and file, each with the path of its folder in `location`. */
export function useFiles() {
  return useQuery({
    queryKey: fileManagerKeys.files,
    queryFn: ({ signal }) => api.get<FileEntry[]>(fileManagerPaths.files, { signal }),
  });
}
