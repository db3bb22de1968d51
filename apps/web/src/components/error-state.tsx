import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from '../lib/use-translation.ts';
import { errorMessage } from './error-message.ts';

export type ErrorStateProps = {
  error: unknown;
  title?: string;
  onRetry?: () => void;
};

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {errorMessage(error, t)}
    </Alert>
  );
}
