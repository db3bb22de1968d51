import type { Alert } from '@flockbook/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { fillText } from '../../records/area-texts.ts';
import { formatDateTime } from '../../records/number-format.ts';
import { AlertList } from './alert-list.tsx';
import type { ToolbarTexts } from './locales/en.ts';
import type { ToolbarPopupProps } from './toolbar-menu.tsx';

export type AlertsPopoverProps = ToolbarPopupProps & {
  texts: ToolbarTexts['alerts'];
  /** The side the popover lines up with: the toolbar's end (left when right to left). */
  end: 'left' | 'right';
  locale: string;
  /** The open alerts; undefined while they load. */
  alerts: Alert[] | undefined;
  severity: 'error' | 'warning';
  /** When the alerts were last read (ms), 0 before. */
  updatedAt: number;
  failed: boolean;
  onRetry: () => void;
};

/** The alerts' popover: their number, when they were read, and the list leading to each. */
export default function AlertsPopover({
  id,
  anchorEl,
  open,
  onClose,
  texts,
  end,
  locale,
  alerts,
  severity,
  updatedAt,
  failed,
  onRetry,
}: AlertsPopoverProps) {
  const count = alerts?.length;
  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
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
          {count ? <Chip size="small" color={severity} label={count} /> : null}
          <Box sx={{ flex: 1 }} />
          {updatedAt ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {fillText(texts.asOf, {
                time: formatDateTime(new Date(updatedAt).toISOString(), locale),
              })}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <AlertList alerts={alerts} failed={failed} onRetry={onRetry} onNavigate={onClose} />
      </Box>
    </Popover>
  );
}
