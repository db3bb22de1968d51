import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../features/auth/components/layouts/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { fillText } from '../../../records/area-texts.ts';
import { UserAvatar } from '../../../shell/toolbar/user-avatar.tsx';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { VariantFooter } from './variant-footer.tsx';
import { DataText } from '../../../components/data-text.tsx';

/** True when this tab has a page to go back to (the router counts entries in history.state). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * /pages/auth/lock: the signed-in user's picture and name, and their password asked again,
 * checked by a real sign-in with their email; on success they go back where they were. A guest
 * is told there is no session and sent to sign in.
 */
export function LockPage() {
  const texts = useAuthVariantsTexts().lock;
  const { user, signedIn } = useSession();
  const navigate = useNavigate();

  if (!signedIn) {
    return (
      <AuthCard title={texts.guestTitle} subtitle={texts.guestBody}>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {texts.goToLogin}
        </Button>
      </AuthCard>
    );
  }

  const name = user.data.displayName || user.data.email;
  const back = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.dashboard, { replace: true });
  };

  return (
    <AuthCard title={texts.title} subtitle={fillText(texts.subtitle, { name })}>
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }} data-testid="lock-user">
        <UserAvatar name={name} photoURL={user.data.photoURL} size={72} />
        <DataText sx={{ fontWeight: 600 }}>{name}</DataText>
        <Typography variant="body2" color="text.secondary">
          {user.data.email}
        </Typography>
      </Stack>
      <LoginForm
        lockedEmail={user.data.email}
        forgotPasswordPath={null}
        onSignedIn={back}
        submitLabel={texts.unlock}
      />
      <VariantFooter to={paths.logout} label={texts.notYou} />
    </AuthCard>
  );
}
