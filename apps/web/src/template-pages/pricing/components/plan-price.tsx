import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Plan } from '../plans.ts';
import type { Pricing } from './use-pricing.ts';

type PlanPriceProps = { pricing: Pricing; plan: Plan; size?: 'large' | 'small' };

/** The price per month and, below it, how it is billed and what a year saves. */
export function PlanPrice({ pricing, plan, size = 'large' }: PlanPriceProps) {
  const { perMonth, billing } = pricing.prices(plan);
  return (
    <Box data-testid="plan-price">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          variant={size === 'large' ? 'h3' : 'h5'}
          sx={{ fontWeight: 600 }}
          data-testid="plan-price-amount"
        >
          {perMonth}
        </Typography>
        <Typography component="span" color="text.secondary">
          {pricing.texts.perMonth}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="plan-billing">
        {billing}
      </Typography>
    </Box>
  );
}
