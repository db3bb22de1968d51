import Button from '@mui/material/Button';
import { useTranslation } from '../lib/use-translation.ts';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { CenteredMessage } from './centered-message.tsx';

/** Shown when a route fails to load or render, so a page is never left blank. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Navigate to="/pages/errors/error-404" replace />;
  }

  return (
    <CenteredMessage
      title={t('errors.unexpectedTitle')}
      body={t('errors.unexpectedBody')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
