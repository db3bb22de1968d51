import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthFullScreenLayout } from '../../../features/auth/components/layouts/auth-full-screen-layout.tsx';
import { lastAuthEmail } from '../../../features/auth/last-auth-email.ts';
import { useAuthVariantsTexts } from '../locales/use-auth-variants-texts.ts';
import { variantPaths } from '../variant-paths.ts';

/**
 * /pages/auth/mail-confirm: where the mail went, from `?email=` or else the address of this
 * tab's last registration or reset request, with a way back to sign in.
 */
export function MailConfirmPage() {
  const texts = useAuthVariantsTexts().mailConfirm;
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || lastAuthEmail();
  // The address is set apart (left to right, in bold) inside the sentence of any language.
  const [before = '', after = ''] = texts.sentTo.split('{{email}}');

  return (
    <AuthFullScreenLayout title={texts.title}>
      <Stack spacing={3}>
        <Box sx={{ color: 'primary.main' }}>
          <MarkEmailReadOutlined sx={{ fontSize: 64 }} />
        </Box>
        <Typography data-testid="mail-confirm-text">
          {email ? (
            <>
              {before}
              <Box component="strong" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                {email}
              </Box>
              {after}
            </>
          ) : (
            texts.sentNoAddress
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.hint}
        </Typography>
        <Button component={RouterLink} to={variantPaths.login} variant="contained" size="large">
          {texts.backToLogin}
        </Button>
      </Stack>
    </AuthFullScreenLayout>
  );
}
