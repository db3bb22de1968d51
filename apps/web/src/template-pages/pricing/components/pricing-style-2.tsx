import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLAN_FEATURES, PLAN_LIMITS, PLANS } from '../plans.ts';
import { BillingSwitch } from './billing-switch.tsx';
import { FeatureCheck } from './feature-check.tsx';
import { PlanAction } from './plan-action.tsx';
import { PlanPrice } from './plan-price.tsx';
import { usePricing } from './use-pricing.ts';

const highlight = { bgcolor: 'action.hover' };

/** `/pages/pricing/style-2`: one comparison table, a column per plan, a row per feature. */
export function PricingStyle2Page() {
  const pricing = usePricing();
  const { texts } = pricing;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1120, mx: 'auto' }} data-testid="pricing-page">
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}
      >
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {texts.style2Title}
          </Typography>
          <Typography color="text.secondary">{texts.subtitle}</Typography>
        </Box>
        <BillingSwitch pricing={pricing} />
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table sx={{ minWidth: 720, tableLayout: 'fixed' }} data-testid="pricing-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '31%' }}>
                <Typography variant="subtitle2" component="p" color="text.secondary">
                  {texts.plan}
                </Typography>
              </TableCell>
              {PLANS.map((plan) => (
                <TableCell
                  key={plan.id}
                  scope="col"
                  sx={{ verticalAlign: 'top', ...(plan.recommended ? highlight : {}) }}
                  data-testid="plan"
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2">
                      {texts.plans[plan.id].name}
                    </Typography>
                    {plan.recommended ? (
                      <Chip size="small" color="primary" label={texts.recommended} />
                    ) : null}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {texts.plans[plan.id].description}
                  </Typography>
                  <PlanPrice pricing={pricing} plan={plan} size="small" />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PLAN_LIMITS.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {texts.limitNames[key]}
                </TableCell>
                {PLANS.map((plan) => (
                  <TableCell key={plan.id} sx={plan.recommended ? highlight : undefined}>
                    {plan.limits[key] ?? texts.unlimited}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {PLAN_FEATURES.map((feature) => (
              <TableRow key={feature}>
                <TableCell component="th" scope="row">
                  {texts.features[feature]}
                </TableCell>
                {PLANS.map((plan) => {
                  const included = plan.features.includes(feature);
                  return (
                    <TableCell key={plan.id} sx={plan.recommended ? highlight : undefined}>
                      <FeatureCheck
                        included={included}
                        label={included ? texts.included : texts.notIncluded}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            <TableRow>
              <TableCell />
              {PLANS.map((plan) => (
                <TableCell key={plan.id} sx={plan.recommended ? highlight : undefined}>
                  <PlanAction
                    pricing={pricing}
                    plan={plan}
                    variant={plan.recommended ? 'contained' : 'outlined'}
                  />
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
