import type { WeatherCondition, WeatherWidget } from '@flockbook/mock-api/project-dashboard';
import AirOutlined from '@mui/icons-material/AirOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import FilterDramaOutlined from '@mui/icons-material/FilterDramaOutlined';
import GrainOutlined from '@mui/icons-material/GrainOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDate } from '../../../records/number-format.ts';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { speedIn, temperatureIn } from './weather-units.ts';
import type { SpeedUnit, TemperatureUnit } from './weather-units.ts';

const conditionIcons: Record<WeatherCondition, ComponentType<SvgIconProps>> = {
  sunny: WbSunnyOutlined,
  'partly-cloudy': FilterDramaOutlined,
  cloudy: CloudOutlined,
  rainy: GrainOutlined,
  windy: AirOutlined,
};

/** The weather at the farm: now and three days ahead, in °C or °F and km/h or mph. */
export function WeatherPanel({ weather }: { weather: WeatherWidget }) {
  const texts = useProjectDashboardTexts();
  const locale = useLocale();
  const [temperatureUnit, setTemperatureUnit] = useState<TemperatureUnit>(
    weather.units.temperature,
  );
  const [speedUnit, setSpeedUnit] = useState<SpeedUnit>(weather.units.speed);
  const degrees = (celsius: number) =>
    `${temperatureIn(celsius, temperatureUnit)}°${temperatureUnit}`;
  const Icon = conditionIcons[weather.current.condition];
  return (
    <Box component="section" aria-label={texts.weather} data-testid="weather-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {texts.weather}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {weather.location}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, my: 2 }}>
        <Icon sx={{ fontSize: 48, color: 'warning.main' }} aria-hidden />
        <Box>
          <Typography variant="h3" component="p" data-testid="weather-temperature">
            <bdi>{degrees(weather.current.temperature)}</bdi>
          </Typography>
          <Typography variant="body2">{texts.conditions[weather.current.condition]}</Typography>
        </Box>
      </Stack>
      <Typography variant="body2" data-testid="weather-wind">
        {fillText(texts.wind, {
          speed: speedIn(weather.current.windSpeed, speedUnit),
          unit: speedUnit === 'KMH' ? texts.kmh : texts.mph,
          direction: texts.directions[weather.current.windDirection],
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fillText(texts.humidity, { humidity: weather.current.humidity })}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, my: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={temperatureUnit}
          onChange={(_event, unit: TemperatureUnit | null) => unit && setTemperatureUnit(unit)}
          aria-label={texts.temperatureUnit}
        >
          <ToggleButton value="C">°C</ToggleButton>
          <ToggleButton value="F">°F</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={speedUnit}
          onChange={(_event, unit: SpeedUnit | null) => unit && setSpeedUnit(unit)}
          aria-label={texts.speedUnit}
        >
          <ToggleButton value="KMH">{texts.kmh}</ToggleButton>
          <ToggleButton value="MPH">{texts.mph}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Divider />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
        {texts.forecast}
      </Typography>
      <Stack
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}
        data-testid="weather-forecast"
      >
        {weather.forecast.map((day) => {
          const DayIcon = conditionIcons[day.condition];
          return (
            <Stack
              component="li"
              key={day.date}
              direction="row"
              sx={{ alignItems: 'center', gap: 1.5 }}
            >
              <DayIcon fontSize="small" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">{formatDate(day.date, locale)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {texts.conditions[day.condition]}
                </Typography>
              </Box>
              <Typography
                variant="body2"
                aria-label={fillText(texts.high, { value: degrees(day.high) })}
              >
                <bdi>{degrees(day.high)}</bdi>
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-label={fillText(texts.low, { value: degrees(day.low) })}
              >
                <bdi>{degrees(day.low)}</bdi>
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
