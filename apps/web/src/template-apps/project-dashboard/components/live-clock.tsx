import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';

/** Today's date and the time, ticking every second. */
export function LiveClock() {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box data-testid="live-clock">
      <Typography variant="body2" color="text.secondary">
        {new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(now)}
      </Typography>
      <Typography variant="h6" component="p">
        {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now)}
      </Typography>
      <Typography
        variant="h4"
        component="time"
        dateTime={now.toISOString()}
        sx={{ fontVariantNumeric: 'tabular-nums', display: 'block' }}
        data-testid="live-clock-time"
      >
        {new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(now)}
      </Typography>
    </Box>
  );
}
