import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HomeGreeting } from '../../../features/home/components/home-greeting.tsx';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { AnalyticsWidgets } from './analytics-widgets.tsx';

/**
 * `/apps/dashboards/analytics`, where everyone lands after sign-in: the page's greeting heading
 * and the nine specified widgets, nothing else (the server's status and the help questions are
 * on the farm dashboard).
 */
export function AnalyticsDashboardPage() {
  const texts = useAnalyticsTexts();
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <HomeGreeting subtitle={`${texts.title} · ${texts.subtitle}`} />
      <Container component="div" maxWidth="xl" sx={{ py: 3 }}>
        <AnalyticsWidgets />
      </Container>
    </Box>
  );
}
