import type { WeatherWidget } from '@flockbook/mock-api/project-dashboard';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useProjectDashboardTexts } from '../locales/use-project-dashboard-texts.ts';
import { LiveClock } from './live-clock.tsx';
import { WeatherPanel } from './weather-widget.tsx';

function PanelBody({ weather }: { weather: WeatherWidget }) {
  return (
    <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <LiveClock />
      <Divider />
      <WeatherPanel weather={weather} />
    </Box>
  );
}

/**
 * The date, a live clock and the weather: a column beside the widgets on wide screens, a
 * drawer from the end side on small ones.
 */
export function SidePanel({
  weather,
  docked,
  open,
  onClose,
}: {
  weather: WeatherWidget;
  docked: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const texts = useProjectDashboardTexts();
  if (docked) {
    return (
      <Box
        component="aside"
        aria-label={texts.sidePanel}
        data-testid="project-side-panel"
        sx={{
          width: 300,
          flexShrink: 0,
          borderInlineStart: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <PanelBody weather={weather} />
      </Box>
    );
  }
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        sx={{ width: 300 }}
        role="complementary"
        aria-label={texts.sidePanel}
        data-testid="project-side-panel"
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <IconButton onClick={onClose} aria-label={texts.closeSidePanel}>
            <CloseIcon />
          </IconButton>
        </Box>
        <PanelBody weather={weather} />
      </Box>
    </Drawer>
  );
}
