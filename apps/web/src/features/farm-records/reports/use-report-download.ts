import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../components/error-message.ts';
import { fillText } from '../../../records/area-texts.ts';
import { showMessage } from '../../../lib/message-store.ts';
import { downloadWithProgress } from '../../../lib/download-file.ts';
import type { DownloadProgress } from '../../../lib/download-file.ts';
import { useReportTexts } from './locales/use-report-texts.ts';

/** Where a report download stands: waiting for the server to make it, or arriving. */
export type ReportDownloadState =
  { status: 'idle' } | { status: 'preparing' } | ({ status: 'downloading' } & DownloadProgress);

/** The share of the file that has arrived (0-100), or null while it cannot be told. */
export function downloadPercent(state: ReportDownloadState): number | null {
  if (state.status !== 'downloading' || state.total === null) return null;
  return Math.min(100, Math.round((state.loaded / state.total) * 100));
}

/**
 * Downloads one report at a time with its progress; says in the snackbar when the file is
 * saved or what went wrong (unless `handleError` takes the error, e.g. onto form fields).
 * Leaving the screen stops the download.
 */
export function useReportDownload() {
  const { t } = useTranslation();
  const texts = useReportTexts();
  const [state, setState] = useState<ReportDownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const run = useCallback(
    async (
      url: string,
      fallbackName: string,
      handleError?: (error: unknown) => boolean,
    ): Promise<boolean> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'preparing' });
      try {
        const name = await downloadWithProgress(url, {
          fallbackName,
          signal: controller.signal,
          onProgress: (progress) => setState({ status: 'downloading', ...progress }),
        });
        showMessage({ message: fillText(texts.saved, { name }), variant: 'success' });
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        if (!handleError?.(error))
          showMessage({ message: errorMessage(error, t), variant: 'error' });
        return false;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setState({ status: 'idle' });
        }
      }
    },
    [t, texts],
  );

  return { state, busy: state.status !== 'idle', run, cancel };
}
