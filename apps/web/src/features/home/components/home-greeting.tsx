import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AppLogo } from '../../../components/app-logo.tsx';
import { useSession } from '../../../lib/session.ts';
import { DataText } from '../../../components/data-text.tsx';

/** The banner that greets the signed-in user by name at the top of the landing page. */
export function HomeGreeting({ subtitle }: { subtitle: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 3, md: 4 } }}
    >
      <Container maxWidth="xl">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AppLogo size={48} />
          <Box>
            <DataText
              variant="h3"
              component="h1"
              sx={{
                fontWeight: 600,
                letterSpacing: '-0.02em',
                fontSize: { xs: '2.4rem', sm: '3rem' },
              }}
            >
              {t('home.welcome', { name: user.data.displayName })}
            </DataText>
            <Typography sx={{ fontSize: { xs: '1.4rem', sm: '1.5rem' }, mt: 0.5 }}>
              {subtitle}
            </Typography>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
