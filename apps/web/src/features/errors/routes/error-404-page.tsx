import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { NavigationSearchField } from '../components/navigation-search-field.tsx';
import { useErrorPagesTexts } from '../locales/use-error-pages-texts.ts';

/**
 * Where unknown addresses lead: a way home (and to sign in, for a guest) and a search over the
 * pages the user may open.
 */
export function Error404Page() {
  const { t } = useTranslation();
  const texts = useErrorPagesTexts();
  const { signedIn } = useSession();
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </Box>
      <CenteredMessage
        code="404"
        title={t('errors.notFoundTitle')}
        body={t('errors.notFoundBody')}
        action={
          <Stack spacing={3} sx={{ width: '100%', minWidth: { sm: 420 }, alignItems: 'center' }}>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button
                component={RouterLink}
                to={paths.home}
                variant="contained"
                startIcon={<HomeOutlinedIcon />}
              >
                {t('errors.backHome')}
              </Button>
              {signedIn ? null : (
                <Button
                  component={RouterLink}
                  to={paths.login}
                  variant="outlined"
                  startIcon={<LoginOutlined />}
                >
                  {texts.signIn}
                </Button>
              )}
            </Stack>
            <Box sx={{ width: '100%' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {texts.orSearch}
              </Typography>
              <NavigationSearchField label={texts.searchLabel} />
            </Box>
          </Stack>
        }
      />
    </Box>
  );
}
