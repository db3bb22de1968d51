import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { fillText } from '../../../records/area-texts.ts';

/**
 * Shown on a sign-in or registration variant opened while signed in: who is signed in, what
 * the form will do, and a way to sign out instead. Nothing shows for a guest.
 */
export function SignedInNotice({ text, signOut }: { text: string; signOut: string }) {
  const { user, signedIn } = useSession();
  if (!signedIn) return null;
  const name = user.data.displayName || user.data.email;
  return (
    <Alert severity="info" data-testid="signed-in-notice" sx={{ mb: 3 }}>
      {fillText(text, { name })}{' '}
      <Link component={RouterLink} to={paths.logout} color="inherit" sx={{ fontWeight: 600 }}>
        {signOut}
      </Link>
    </Alert>
  );
}
