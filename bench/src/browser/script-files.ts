/** One JavaScript file as downloaded: bytes as served (raw), gzip-compressed, on the wire. */
export type FileBytes = { raw: number; gzip: number; transferred: number };

/** The JavaScript files a page downloaded, by address path (hashed names: one per build). */
export type ScriptFiles = Record<string, FileBytes>;

export type ScriptBytes = FileBytes & { files: number };

export function totalBytes(files: ScriptFiles): ScriptBytes {
  const sum: ScriptBytes = { files: 0, raw: 0, gzip: 0, transferred: 0 };
  for (const file of Object.values(files)) {
    sum.files += 1;
    sum.raw += file.raw;
    sum.gzip += file.gzip;
    sum.transferred += file.transferred;
  }
  return sum;
}

/** The files both downloaded. */
export function common(first: ScriptFiles, second: ScriptFiles): ScriptFiles {
  return Object.fromEntries(Object.entries(first).filter(([name]) => name in second));
}

/** The files either downloaded. */
export function either(first: ScriptFiles, second: ScriptFiles): ScriptFiles {
  return { ...second, ...first };
}
