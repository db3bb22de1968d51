import { useEffect } from 'react';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useSession } from '../../../lib/session.ts';

/** Signs out on arrival; the session then goes to `/`. */
export function LogoutPage() {
  const { signOut } = useSession();
  useEffect(() => {
    signOut();
  }, [signOut]);
  return <LoadingState fullPage />;
}
