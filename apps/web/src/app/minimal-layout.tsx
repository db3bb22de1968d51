import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../components/app-logo.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

/** A slim header (product, language, signed-in user, logout) above the page. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, signedIn } = useSession();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2, minHeight: 64 }}>
          <Stack
            component={RouterLink}
            to={paths.home}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            <AppLogo size={36} />
            <Typography component="span" sx={{ fontSize: '1.8rem', fontWeight: 600 }}>
              {t('app.name')}
            </Typography>
          </Stack>
          <LanguageSwitcher />
          {signedIn ? (
            <>
              <Stack
                direction="row"
                spacing={0.75}
                sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}
              >
                <PersonOutlineIcon fontSize="small" color="action" />
                <Typography
                  component="span"
                  sx={{ fontWeight: 600 }}
                  dir="auto"
                  data-testid="user-display-name"
                >
                  {user.data.displayName}
                </Typography>
              </Stack>
              <Button component={RouterLink} to={paths.logout} startIcon={<LogoutIcon />}>
                {t('auth.header.logout')}
              </Button>
            </>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1, bgcolor: 'background.default' }}>{children}</Box>
    </Box>
  );
}
