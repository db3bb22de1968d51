import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo.tsx';
import { useSession } from '../../../lib/session.ts';
import { HelpCard } from '../components/help-card.tsx';
import { ServerCard } from '../components/server-card.tsx';

/** The signed-in landing page: a greeting, the server's health and the help questions. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box
        component="section"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pt: { xs: 4, md: 6 },
          pb: { xs: 10, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <AppLogo size={56} />
            <Box>
              <Typography
                variant="h3"
                component="h1"
                dir="auto"
                sx={{
                  fontWeight: 600,
                  letterSpacing: '-0.02em',
                  fontSize: { xs: '2.8rem', sm: '3.6rem' },
                }}
              >
                {t('home.welcome', { name: user.data.displayName })}
              </Typography>
              <Typography sx={{ opacity: 0.85, fontSize: { xs: '1.4rem', sm: '1.6rem' }, mt: 0.5 }}>
                {t('home.tagline')}
              </Typography>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ mt: { xs: -7, md: -8 }, pb: 6 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <ServerCard />
          <HelpCard />
        </Box>
      </Container>
    </Box>
  );
}
