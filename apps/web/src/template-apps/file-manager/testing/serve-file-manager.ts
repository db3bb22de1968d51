import type { FileEntry } from '@flockbook/mock-api/file-manager';
import {
  createFileManagerState,
  createHandlers,
} from '@flockbook/mock-api/testing/file-manager/handlers';
import { serveMockApp } from '../../../testing/serve-mock-app.ts';

/**
 * A fresh copy of the mock's file-manager rules answers the screen's calls (see serveMockApp);
 * `files` replaces the sample list.
 */
export function serveFileManager(options: { failing?: Set<string>; files?: FileEntry[] } = {}) {
  const state = createFileManagerState();
  if (options.files) state.files = options.files;
  return serveMockApp('/api/file-manager-app/', createHandlers(state), options.failing);
}
