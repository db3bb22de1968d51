import EggAltOutlinedIcon from '@mui/icons-material/EggAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { HelpCard } from '../components/help-card.tsx';
import { ServerCard } from '../components/server-card.tsx';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pt: { xs: 4, md: 6 },
          pb: { xs: 10, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar
                variant="rounded"
                sx={{
                  width: 56,
                  height: 56,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                <EggAltOutlinedIcon fontSize="large" />
              </Avatar>
              <Box>
                <Typography
                  variant="h3"
                  component="h1"
                  sx={{
                    fontWeight: 600,
                    letterSpacing: '-0.02em',
                    fontSize: { xs: '3.2rem', sm: '4.2rem' },
                  }}
                >
                  {t('app.name')}
                </Typography>
                <Typography
                  sx={{ opacity: 0.85, fontSize: { xs: '1.4rem', sm: '1.6rem' }, mt: 0.5 }}
                >
                  {t('home.tagline')}
                </Typography>
              </Box>
            </Stack>
            <Box sx={{ color: 'text.primary', flexShrink: 0 }}>
              <LanguageSwitcher />
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
