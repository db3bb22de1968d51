import type { AnalyticsWidgets, UserCity } from '@flockbook/mock-api/analytics-dashboard';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useFigureFormat } from './chart-format.ts';
import { WidgetCard } from './widget-card.tsx';
import { DataText } from '../../../components/data-text.tsx';

/** The map and its country shapes load after the rest of the dashboard has drawn. */
const WorldMap = lazy(() => import('./world-map.tsx'));

const SHOWN_CITIES = 5;

/** Widget 6: where the users are, as markers on a world map and the cities with most users. */
export function UserLocations({ widget }: { widget: AnalyticsWidgets['widget6'] }) {
  const texts = useAnalyticsTexts().userLocations;
  const figures = useFigureFormat();
  const language = useShellLanguage();
  const markerLabel = (city: UserCity) =>
    countText(texts.marker, city.users, language, { city: city.name, country: city.country });
  const top = [...widget.cities].sort((a, b) => b.users - a.users).slice(0, SHOWN_CITIES);

  return (
    <WidgetCard
      id="widget6"
      title={texts.title}
      subtitle={countText(texts.subtitle, widget.cities.length, language)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 1fr)' },
        }}
      >
        <Suspense
          fallback={
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '2' }} />
          }
        >
          <WorldMap cities={widget.cities} label={texts.map} markerLabel={markerLabel} />
        </Suspense>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="widget6-cities">
          {top.map((city) => (
            <Box
              component="li"
              key={city.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.75 }}
            >
              <DataText variant="body2">{city.name}</DataText>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {figures.whole(city.users)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </WidgetCard>
  );
}
