import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { fileManagerPaths } from './contract.ts';
import type { FileEntry } from './contract.ts';
import { fileManagerSampleData } from './sample-data.ts';

export type FileManagerState = { files: FileEntry[] };

export function createFileManagerState(today = new Date()): FileManagerState {
  return { files: fileManagerSampleData(today) };
}

/** Every folder and file, folders first, then by name within each folder. */
export function listFiles(state: FileManagerState): FileEntry[] {
  return state.files;
}

export function createHandlers(state = createFileManagerState()): HttpHandler[] {
  return [getCall(fileManagerPaths.files, noQuery, () => listFiles(state))];
}
