import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HomeGreeting } from '../../../features/home/components/home-greeting.tsx';
import { HelpCard } from '../../../features/home/components/help-card.tsx';
import { ServerCard } from '../../../features/home/components/server-card.tsx';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { AnalyticsWidgets } from './analytics-widgets.tsx';

/**
 * `/apps/dashboards/analytics`, where everyone lands after sign-in: a greeting, the nine
 * widgets, and under them the server's health and the help questions.
 */
export function AnalyticsDashboardPage() {
  const texts = useAnalyticsTexts();
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <HomeGreeting subtitle={`${texts.title} · ${texts.subtitle}`} />
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <AnalyticsWidgets />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            mt: 3,
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
