import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';
import type { Plan } from '../plans.ts';
import type { Pricing } from './use-pricing.ts';

type PlanActionProps = {
  pricing: Pricing;
  plan: Plan;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
};

/** The plan's call to action: a trial for a guest, a choice for a signed-in user. */
export function PlanAction({ pricing, plan, variant = 'contained', fullWidth }: PlanActionProps) {
  const action = pricing.action(plan);
  const shared = { variant, fullWidth, size: 'large' as const, 'data-testid': 'plan-action' };
  return action.href ? (
    <Button component={Link} to={action.href} {...shared}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onChoose} {...shared}>
      {action.label}
    </Button>
  );
}
