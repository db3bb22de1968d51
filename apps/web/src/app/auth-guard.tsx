import Button from '@mui/material/Button';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Link as RouterLink, useLocation, useMatches, useNavigate } from 'react-router';
import { CenteredMessage } from '../components/centered-message.tsx';
import { forgetRememberedPath, peekRememberedPath, rememberPath } from '../lib/login-redirect.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { decideAccess } from './access-decision.ts';
import type { AccessPaths } from './access-decision.ts';
import { matchedRouteHandle } from '../shell/layouts/route-config.ts';

const accessPaths: AccessPaths = {
  login: paths.login,
  fallback: paths.home,
  fallbackTarget: paths.dashboard,
  neverRemembered: [paths.logout],
};

/**
 * Lets the current route render only when the user's role satisfies its auth rule; otherwise
 * sends the user on (see `decideAccess`). Runs again on every path or role change.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { user, signedIn } = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const auth = matchedRouteHandle(matches)?.auth;
  const target = `${location.pathname}${location.search}${location.hash}`;

  const decision = decideAccess(
    { auth, role: user.role, location: target, rememberedPath: peekRememberedPath() },
    accessPaths,
  );
  const redirectTo = decision.kind === 'redirect' ? decision.to : undefined;
  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  const arrived = signedIn && decision.kind !== 'redirect';

  useEffect(() => {
    if (redirectTo === undefined) return;
    if (remember !== undefined) rememberPath(remember);
    void navigate(redirectTo, { replace: true });
  }, [redirectTo, remember, navigate]);

  useEffect(() => {
    if (arrived) forgetRememberedPath();
  }, [arrived, target]);

  if (decision.kind === 'allow') return children;
  if (decision.kind === 'forbidden') {
    return (
      <CenteredMessage
        code="403"
        title={t('auth.guard.forbiddenTitle')}
        body={t('auth.guard.forbiddenBody')}
        action={
          <Button component={RouterLink} to={paths.logout} variant="contained">
            {t('auth.header.logout')}
          </Button>
        }
      />
    );
  }
  return null;
}
