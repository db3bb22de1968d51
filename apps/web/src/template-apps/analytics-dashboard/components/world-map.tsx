import type { UserCity } from '@flockbook/mock-api/analytics-dashboard';
import { useTheme } from '@mui/material/styles';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

const WIDTH = 800;
const HEIGHT = 400;

const world = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
const land = feature(world, world.objects.countries) as FeatureCollection;
const projection = geoEqualEarth().fitExtent(
  [
    [4, 4],
    [WIDTH - 4, HEIGHT - 4],
  ],
  land,
);
const countryPaths = land.features.map((country, index) => ({
  id: String(country.id ?? index),
  d: geoPath(projection)(country) ?? '',
}));

/**
 * An offline SVG world map (Natural Earth 1:110m countries) with a marker per city, sized by
 * its users. Geography does not mirror in Arabic.
 */
export default function WorldMap({
  cities,
  label,
  markerLabel,
}: {
  cities: UserCity[];
  label: string;
  markerLabel: (city: UserCity) => string;
}) {
  const theme = useTheme();
  const most = Math.max(...cities.map((city) => city.users), 1);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="world-map"
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <g
        fill={theme.palette.action.selected}
        stroke={theme.palette.background.paper}
        strokeWidth={0.5}
      >
        {countryPaths.map((country) => (
          <path key={country.id} d={country.d} />
        ))}
      </g>
      {cities.map((city) => {
        const [x, y] = projection([city.longitude, city.latitude]) ?? [0, 0];
        const radius = 4 + 10 * Math.sqrt(city.users / most);
        return (
          <g key={city.id} data-testid="map-marker" tabIndex={0} aria-label={markerLabel(city)}>
            <title>{markerLabel(city)}</title>
            <circle cx={x} cy={y} r={radius} fill={theme.palette.primary.main} fillOpacity={0.35} />
            <circle cx={x} cy={y} r={3} fill={theme.palette.primary.main} />
          </g>
        );
      })}
    </svg>
  );
}
