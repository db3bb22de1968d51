import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { Popover } from '../../components/deferred-popups.tsx';
import { useTheme } from '@mui/material/styles';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { fillText } from '../../records/area-texts.ts';
import { formatDateTime, intlLocale } from '../../records/number-format.ts';
import { AlertList } from './alert-list.tsx';
import { useOpenAlerts } from './use-open-alerts.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/**
 * The toolbar's alerts (admins and staff): a bell with the number of open alerts, opening a
 * list of them that leads to the flock or the stock screen concerned.
 */
export function AlertsMenu() {
  const texts = useToolbarTexts().alerts;
  const locale = intlLocale(useShellLanguage());
  const rtl = useTheme().direction === 'rtl';
  const alerts = useOpenAlerts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (!alerts.allowed) return null;

  const count = alerts.data?.length;
  const label = count === undefined ? texts.title : fillText(texts.label, { count });
  const worst = alerts.data?.some((alert) => alert.severity === 'error') ? 'error' : 'warning';
  const end = rtl ? 'left' : 'right';
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="alerts-button"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 40, height: 40 }}
        >
          <Badge
            badgeContent={count ?? 0}
            color={worst}
            max={99}
            data-testid="alerts-badge"
            data-count={count ?? ''}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': texts.title,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', mt: 0.5 },
          },
        }}
      >
        <Box data-testid="alerts-popover">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {texts.title}
            </Typography>
            {count ? <Chip size="small" color={worst} label={count} /> : null}
            <Box sx={{ flex: 1 }} />
            {alerts.dataUpdatedAt ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {fillText(texts.asOf, {
                  time: formatDateTime(new Date(alerts.dataUpdatedAt).toISOString(), locale),
                })}
              </Typography>
            ) : null}
          </Box>
          <Divider />
          <AlertList
            alerts={alerts.data}
            failed={alerts.isError}
            onRetry={() => void alerts.refetch()}
            onNavigate={close}
          />
        </Box>
      </Popover>
    </>
  );
}
