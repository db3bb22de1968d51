import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { peekRememberedPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The variants are open to everyone, so the route guard does not move a user on after signing
 * in there: this does, to the page they were sent from, else the dashboard.
 */
export function useContinueAfterSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(peekRememberedPath() ?? paths.dashboard, { replace: true });
  }, [navigate]);
}
