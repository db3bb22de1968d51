import type { AnalyticsWidgets, SessionPeriod } from '@flockbook/mock-api/analytics-dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';
import { useFigureFormat } from './chart-format.ts';
import { WidgetCard } from './widget-card.tsx';
import { WidgetChoice } from './widget-choice.tsx';

/** Widget 7: a doughnut of sessions per device for the chosen period, with the counts. */
export function SessionsByDevice({ widget }: { widget: AnalyticsWidgets['widget7'] }) {
  const texts = useAnalyticsTexts().sessions;
  const theme = useTheme();
  const figures = useFigureFormat();
  const [period, setPeriod] = useState<SessionPeriod>(widget.currentPeriod);
  const counts = widget.sessions[period];
  const total = counts.reduce((sum, value) => sum + value, 0);
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
  ];
  const slices = widget.devices.map((device, index) => ({
    id: device,
    label: texts.devices[device],
    value: counts[index] ?? 0,
    color: colors[index] ?? theme.palette.grey[500],
  }));

  return (
    <WidgetCard
      id="widget7"
      title={texts.title}
      action={
        <WidgetChoice
          label={texts.period}
          value={period}
          options={widget.periods.map(({ id }) => ({ value: id, label: texts.periods[id] }))}
          onChange={setPeriod}
        />
      }
    >
      <Typography variant="h5" component="p" data-testid="widget7-total">
        {countText(texts.total, total, figures.locale)}
      </Typography>
      <PieChart
        height={200}
        series={[
          {
            data: slices,
            innerRadius: '66%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => figures.whole(item.value),
          },
        ]}
        hideLegend
      />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }}>
        {slices.map((slice) => (
          <Box key={slice.id} sx={{ textAlign: 'center' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75 }}
            >
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: slice.color }}
              />
              {slice.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {figures.whole(slice.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </WidgetCard>
  );
}
