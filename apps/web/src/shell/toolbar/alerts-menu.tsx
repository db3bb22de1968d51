import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { deferredPopup } from '../../components/deferred-popups.tsx';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { fillText } from '../../records/area-texts.ts';
import { intlLocale } from '../../records/number-format.ts';
import { useOpenAlerts } from './use-open-alerts.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/** The popover with the alerts, fetched the first time it opens. */
const AlertsPopover = deferredPopup(() => import('./alerts-popover.tsx'));

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
            badgeContent={count}
            color={worst}
            max={99}
            data-testid="alerts-badge"
            data-count={count ?? ''}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <AlertsPopover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        texts={texts}
        end={end}
        locale={locale}
        alerts={alerts.data}
        severity={worst}
        updatedAt={alerts.dataUpdatedAt}
        failed={alerts.isError}
        onRetry={() => void alerts.refetch()}
      />
    </>
  );
}
