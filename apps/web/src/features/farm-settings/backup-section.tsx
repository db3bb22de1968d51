import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../components/error-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { downloadWithProgress } from '../../lib/download-file.ts';
import { showMessage } from '../../lib/message-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fillText } from '../../records/area-texts.ts';
import { useFarmSettingsTexts } from './locales/use-farm-settings-texts.ts';
import { SettingsSection } from './settings-section.tsx';

const BACKUP_ENDPOINT = '/api/admin/backup';

/** Waiting for the server to take the backup, then the share of it that has arrived. */
type BackupState =
  { status: 'idle' } | { status: 'preparing' } | { status: 'arriving'; percent: number | null };

/**
 * 'Download backup' (admins, as the server's GET /api/admin/backup): the whole database in one
 * file, taken while everyone keeps working. The button shows the progress; a failure stays
 * under it with the reason and a retry. Leaving the screen stops the download.
 */
export function BackupSection() {
  const { t } = useTranslation();
  const texts = useFarmSettingsTexts();
  const [state, setState] = useState<BackupState>({ status: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setState({ status: 'preparing' });
    try {
      const name = await downloadWithProgress(BACKUP_ENDPOINT, {
        fallbackName: 'flockbook-backup',
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setState({
            status: 'arriving',
            percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
          }),
      });
      showMessage({ message: fillText(texts.backupSaved, { name }), variant: 'success' });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A backup the server cannot take (503) says why, for the administrator to fix.
      const unavailable = error instanceof ApiError && error.status === 503 && error.detail;
      setFailure(unavailable || errorMessage(error, t));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setState({ status: 'idle' });
      }
    }
  }, [t, texts]);

  const busy = state.status !== 'idle';
  const percent = state.status === 'arriving' ? state.percent : null;
  return (
    <SettingsSection title={texts.backup} detail={texts.backupDetail}>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        startIcon={
          busy ? (
            <CircularProgress
              size={16}
              color="inherit"
              aria-label={texts.backupProgress}
              {...(percent === null ? {} : { variant: 'determinate', value: percent })}
            />
          ) : (
            <FileDownloadOutlined />
          )
        }
        sx={{ borderColor: 'divider', maxWidth: '100%' }}
        data-testid="download-backup"
      >
        {percent !== null
          ? fillText(texts.downloadingBackup, { percent })
          : busy
            ? texts.preparingBackup
            : texts.downloadBackup}
      </Button>
      {failure ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void download()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.backupFailed}: {failure}
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
