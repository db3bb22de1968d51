import type { CashInHand as CashInHandRows } from '@flockbook/contracts';
import { PAYMENT_METHODS } from '@flockbook/contracts/values';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import { formatMoney } from '../../../records/number-format.ts';
import { useMoneyOptionsTexts } from '../areas/locales/use-money-options-texts.ts';
import { useMoneyTexts } from './locales/use-money-texts.ts';

const CASH_IN_HAND = '/api/amounts/cash-in-hand';

/** Cash in hand by payment method, above the amounts list. */
export function CashInHand() {
  const texts = useMoneyTexts();
  const methods = useMoneyOptionsTexts().method;
  const locale = useLocale();
  const currency = useCurrency();
  const cash = useQuery({
    queryKey: [...recordKeys.area(CASH_IN_HAND)],
    queryFn: ({ signal }) => api.get<CashInHandRows>(CASH_IN_HAND, { signal }),
  });
  if (!cash.data) return null;
  const byMethod = new Map(cash.data.map((row) => [row.method, row]));
  return (
    <Box
      component="section"
      aria-label={texts.cashInHand}
      data-testid="cash-in-hand"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {PAYMENT_METHODS.map((method) => {
        const row = byMethod.get(method);
        return (
          <Card key={method} sx={{ p: 2 }} data-testid={`cash-in-hand-${method}`}>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase' }}
            >
              {texts.cashInHand} · {methods[method]}
            </Typography>
            <Typography
              sx={{
                fontSize: '2rem',
                fontWeight: 600,
                color: Number(row?.balance ?? 0) < 0 ? 'error.main' : 'text.primary',
              }}
              data-testid="cash-balance"
            >
              {formatMoney(row?.balance ?? '0', currency, locale)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {fillText(texts.cashIn, { amount: formatMoney(row?.in ?? '0', currency, locale) })}
              {' · '}
              {fillText(texts.cashOut, { amount: formatMoney(row?.out ?? '0', currency, locale) })}
            </Typography>
          </Card>
        );
      })}
    </Box>
  );
}
