import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fillText } from '../../../records/area-texts.ts';
import { BEST_YEARLY_SAVING } from '../plans.ts';
import type { Pricing } from './use-pricing.ts';

/** The monthly/yearly switch every pricing design shows. */
export function BillingSwitch({ pricing }: { pricing: Pricing }) {
  const { texts, period, setPeriod } = pricing;
  const yearly = period === 'yearly';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      data-testid="billing-period"
    >
      <Typography sx={{ fontWeight: yearly ? 400 : 600 }} aria-hidden>
        {texts.monthly}
      </Typography>
      <Switch
        checked={yearly}
        onChange={(event) => setPeriod(event.target.checked ? 'yearly' : 'monthly')}
        slotProps={{
          input: { 'aria-label': texts.billingPeriod, 'data-testid': 'billing-switch' } as object,
        }}
      />
      <Typography sx={{ fontWeight: yearly ? 600 : 400 }} aria-hidden>
        {texts.yearly}
      </Typography>
      <Chip
        size="small"
        color="success"
        variant={yearly ? 'filled' : 'outlined'}
        label={fillText(texts.saveUpTo, { percent: BEST_YEARLY_SAVING })}
      />
    </Box>
  );
}
