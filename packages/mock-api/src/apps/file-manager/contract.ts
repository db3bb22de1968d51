import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.fileManager;

/** Paths of the file-manager calls (section 7). */
export const fileManagerPaths = {
  files: `${base}/files`,
} as const;

/** The folder every entry lives under; a folder's own path is `${location}/${name}`. */
export const ROOT_LOCATION = 'My Files';

/** Kinds of entry, in the order a legend lists them. */
export const FILE_TYPES = ['folder', 'pdf', 'document', 'spreadsheet', 'text', 'image'] as const;
export const fileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof fileTypeSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** One file or folder (an item of `GET /api/file-manager-app/files`). */
export const fileEntrySchema = z.object({
  id: z.string(),
  /** The name as shown, extension included for files (e.g. 'Feed invoice FM-2291.pdf'). */
  name: z.string().min(1),
  type: fileTypeSchema,
  owner: z.string(),
  /** Bytes; a folder's size is the sum of everything in it. */
  size: z.number().int().nonnegative(),
  modified: isoTime,
  opened: isoTime,
  created: isoTime,
  /** The extension in lower case without the dot ('pdf', 'xlsx'); '' for a folder. The spec's spelling. */
  extention: z.string(),
  /** Path of the containing folder: `ROOT_LOCATION`, or it followed by '/'-separated folder names. */
  location: z.string().min(1),
  /** Kept on this device for use without a connection. */
  offline: z.boolean(),
  /** A picture of the content (`data:` URL), or null where a type icon stands for it. */
  preview: z.string().nullable(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** Answer of `GET /api/file-manager-app/files`: every folder and file of every folder. */
export const filesResponseSchema = z.array(fileEntrySchema);
