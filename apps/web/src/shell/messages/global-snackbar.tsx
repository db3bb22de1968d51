import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from '../../lib/use-translation.ts';
import { SNACKBAR_AUTO_HIDE_MS } from '../settings/shell-constants.ts';
import { hideMessage, useMessages } from '../../lib/message-store.ts';
import type { MessageVariant } from '../../lib/message-store.ts';

const VARIANT_ICONS: Readonly<Record<MessageVariant, SvgIconComponent>> = {
  success: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlineIcon,
  info: InfoOutlinedIcon,
};

/** The one snackbar of the app: top centre, an icon per variant, a close button, 6 s. */
export function GlobalSnackbar() {
  const { t } = useTranslation();
  const { snackbar } = useMessages();
  const Icon = VARIANT_ICONS[snackbar.variant];

  return (
    <Snackbar
      key={snackbar.key}
      open={snackbar.open}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideMessage();
      }}
      sx={{ top: { xs: 16, sm: 24 } }}
    >
      <SnackbarContent
        role="alert"
        data-testid="global-snackbar"
        data-variant={snackbar.variant}
        message={
          <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Icon fontSize="small" aria-hidden />
            <span>{snackbar.message}</span>
          </span>
        }
        action={
          <IconButton
            size="small"
            color="inherit"
            aria-label={t('shell.messages.close')}
            onClick={hideMessage}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
        sx={(theme) => {
          const colour = theme.palette[snackbar.variant];
          return {
            minWidth: { xs: 'calc(100vw - 32px)', sm: 360 },
            bgcolor: colour.main,
            color: colour.contrastText,
            fontSize: '1.4rem',
            fontWeight: 600,
            borderRadius: 2,
            boxShadow: theme.shadows[6],
            '& .MuiSnackbarContent-action': { marginInlineStart: 'auto', paddingInlineStart: 2 },
          };
        }}
      />
    </Snackbar>
  );
}
