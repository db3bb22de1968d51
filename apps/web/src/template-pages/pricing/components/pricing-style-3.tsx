import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PLAN_LIMITS, PLANS } from '../plans.ts';
import { BillingSwitch } from './billing-switch.tsx';
import { FeatureCheck } from './feature-check.tsx';
import { PlanAction } from './plan-action.tsx';
import { PlanPrice } from './plan-price.tsx';
import { usePricing } from './use-pricing.ts';

/** `/pages/pricing/style-3`: a coloured band, then one wide row per plan. */
export function PricingStyle3Page() {
  const pricing = usePricing();
  const { texts } = pricing;
  return (
    <Box data-testid="pricing-page" sx={{ pb: 6 }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: { xs: 2, md: 4 },
          pt: { xs: 5, md: 8 },
          pb: { xs: 10, md: 12 },
          textAlign: 'center',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {texts.style3Title}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, maxWidth: 600, mx: 'auto' }}>{texts.subtitle}</Typography>
        <Paper sx={{ display: 'inline-block', px: 2, py: 0.5, borderRadius: 8 }}>
          <BillingSwitch pricing={pricing} />
        </Paper>
      </Box>
      <Box
        sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2, md: 3 }, mt: -7, display: 'grid', gap: 2 }}
      >
        {PLANS.map((plan) => (
          <Paper
            key={plan.id}
            component="section"
            aria-labelledby={`plan-${plan.id}`}
            data-testid="plan"
            elevation={3}
            sx={{
              p: 3,
              display: 'grid',
              gap: 3,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1fr' },
              // Flipped to the right edge in Arabic by the right-to-left style plugin.
              borderLeft: 6,
              borderLeftColor: plan.recommended ? 'primary.main' : 'divider',
            }}
          >
            <Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  variant="h5"
                  component="h2"
                  id={`plan-${plan.id}`}
                  sx={{ fontWeight: 600 }}
                >
                  {texts.plans[plan.id].name}
                </Typography>
                {plan.recommended ? (
                  <Chip size="small" color="primary" label={texts.recommended} />
                ) : null}
              </Box>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {texts.plans[plan.id].description}
              </Typography>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {PLAN_LIMITS.map((key) => (
                <Box component="li" key={key} sx={{ display: 'flex', gap: 1 }}>
                  <FeatureCheck included label={texts.included} />
                  <Typography variant="body2">{pricing.limit(plan, key)}</Typography>
                </Box>
              ))}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                justifyItems: { md: 'end' },
                textAlign: { md: 'end' },
              }}
            >
              <PlanPrice pricing={pricing} plan={plan} size="small" />
              <PlanAction
                pricing={pricing}
                plan={plan}
                variant={plan.recommended ? 'contained' : 'outlined'}
              />
            </Box>
          </Paper>
        ))}
        <Link component={RouterLink} to="/pages/faq" sx={{ justifySelf: 'center', mt: 2 }}>
          {texts.faqLink}
        </Link>
      </Box>
    </Box>
  );
}
