import { Spinner } from '../../components/spinner.tsx';
import type { Alert } from '@flockbook/contracts';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import MonitorWeightOutlined from '@mui/icons-material/MonitorWeightOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAlertSentence } from './alert-sentence.ts';
import { alertTarget } from './alert-target.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';
import { dataTextProps } from '../../components/data-text.tsx';

const KIND_ICONS: Record<Alert['kind'], typeof SvgIcon> = {
  mortality: HeartBrokenOutlined,
  'mortality-spike': TrendingUpOutlined,
  'water-drop': WaterDropOutlined,
  'round-missing': PendingActionsOutlined,
  feed: GrassOutlined,
  'medicine-expiry': MedicationOutlined,
  weight: MonitorWeightOutlined,
  programme: VaccinesOutlined,
};

export type AlertListProps = {
  /** The open alerts; undefined while they load. */
  alerts: readonly Alert[] | undefined;
  /** Loading them failed (alerts loaded before stay shown). */
  failed: boolean;
  onRetry: () => void;
  /** Called when an alert's link is followed (to close the popover). */
  onNavigate: () => void;
};

/** The open alerts, each with its kind, flock or farm and its sentence in the user's language. */
export function AlertList({ alerts, failed, onRetry, onNavigate }: AlertListProps) {
  const texts = useToolbarTexts().alerts;
  const sentence = useAlertSentence();
  if (alerts === undefined && failed) {
    return (
      <Box sx={{ px: 2, py: 2.5 }} role="alert">
        <Typography sx={{ mb: 1 }}>{texts.loadFailed}</Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Box>
    );
  }
  if (alerts === undefined) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 3 }}>
        <Spinner size={20} />
        <Typography sx={{ color: 'text.secondary' }}>{texts.loading}</Typography>
      </Box>
    );
  }
  if (alerts.length === 0) {
    return (
      <Box sx={{ px: 2, py: 4, textAlign: 'center' }} data-testid="alerts-empty">
        <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>{texts.empty}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {texts.emptyDetail}
        </Typography>
      </Box>
    );
  }
  return (
    <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto', py: 0.5 }}>
      {alerts.map((alert) => {
        const Icon = KIND_ICONS[alert.kind];
        const where = alert.flockName ? `${alert.flockName} · ${alert.farmName}` : alert.farmName;
        return (
          <ListItemButton
            key={alert.id}
            component={RouterLink}
            to={alertTarget(alert)}
            onClick={onNavigate}
            data-testid="alerts-item"
            data-kind={alert.kind}
            sx={{ alignItems: 'flex-start', py: 1, px: 2 }}
          >
            <ListItemAvatar sx={{ minWidth: 48, mt: 0.5 }}>
              <Avatar
                sx={(theme) => ({
                  width: 36,
                  height: 36,
                  color: theme.palette[alert.severity].main,
                  bgcolor: alpha(theme.palette[alert.severity].main, 0.12),
                })}
              >
                <Icon fontSize="small" />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={texts.kinds[alert.kind]}
              secondary={
                <>
                  <Box
                    component="span"
                    {...dataTextProps}
                    sx={{ display: 'block', color: 'text.primary' }}
                  >
                    {where}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {sentence(alert)}
                  </Box>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
