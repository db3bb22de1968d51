import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export type SessionNoticeKind = 'tokenExpired' | 'tokenLoginFailed' | 'invalidToken';

/** How long a session message stays before it hides itself. */
export const SESSION_NOTICE_DURATION_MS = 6000;

/** The last message; it stays set while the snackbar closes so the text does not vanish. */
export type SessionNoticeState = { kind: SessionNoticeKind; open: boolean } | null;

export type SessionNoticeProps = {
  notice: SessionNoticeState;
  onClose: () => void;
};

/** Tells the user why the session ended, at the top centre of the window. */
export function SessionNotice({ notice, onClose }: SessionNoticeProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={notice?.open ?? false}
      autoHideDuration={SESSION_NOTICE_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity="warning"
        variant="filled"
        onClose={onClose}
        data-testid="session-notice"
        sx={{ width: '100%' }}
      >
        {notice ? t(`auth.session.${notice.kind}`) : null}
      </Alert>
    </Snackbar>
  );
}
