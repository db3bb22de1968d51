import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PLAN_FEATURES, PLAN_LIMITS, PLANS } from '../plans.ts';
import { BillingSwitch } from './billing-switch.tsx';
import { FeatureCheck } from './feature-check.tsx';
import { PlanAction } from './plan-action.tsx';
import { PlanPrice } from './plan-price.tsx';
import { usePricing } from './use-pricing.ts';

/** `/pages/pricing/style-1`: three cards side by side, the recommended one raised. */
export function PricingStyle1Page() {
  const pricing = usePricing();
  const { texts } = pricing;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 4, md: 6 } }} data-testid="pricing-page">
      <Box component="header" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 5 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {texts.subtitle}
        </Typography>
        <BillingSwitch pricing={pricing} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          maxWidth: 1120,
          mx: 'auto',
        }}
      >
        {PLANS.map((plan) => (
          <Paper
            key={plan.id}
            component="section"
            aria-labelledby={`plan-${plan.id}`}
            elevation={plan.recommended ? 8 : 1}
            data-testid="plan"
            sx={{
              p: 3,
              position: 'relative',
              border: 2,
              borderColor: plan.recommended ? 'primary.main' : 'transparent',
              py: plan.recommended ? { md: 5 } : undefined,
            }}
          >
            {plan.recommended ? (
              <Chip
                color="primary"
                label={texts.recommended}
                size="small"
                sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
              />
            ) : null}
            <Typography variant="h5" component="h2" id={`plan-${plan.id}`} sx={{ fontWeight: 600 }}>
              {texts.plans[plan.id].name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, minHeight: 48 }}>
              {texts.plans[plan.id].description}
            </Typography>
            <PlanPrice pricing={pricing} plan={plan} />
            <Box sx={{ my: 3 }}>
              <PlanAction
                pricing={pricing}
                plan={plan}
                fullWidth
                variant={plan.recommended ? 'contained' : 'outlined'}
              />
            </Box>
            <Divider sx={{ mb: 2 }} />
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {PLAN_LIMITS.map((key) => (
                <Typography component="li" key={key} sx={{ fontWeight: 600 }}>
                  {pricing.limit(plan, key)}
                </Typography>
              ))}
              {PLAN_FEATURES.map((feature) => {
                const included = plan.features.includes(feature);
                return (
                  <Box
                    component="li"
                    key={feature}
                    sx={{
                      display: 'flex',
                      gap: 1,
                      color: included ? 'text.primary' : 'text.secondary',
                    }}
                  >
                    <FeatureCheck
                      included={included}
                      label={included ? texts.included : texts.notIncluded}
                    />
                    <Typography variant="body2">{texts.features[feature]}</Typography>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
