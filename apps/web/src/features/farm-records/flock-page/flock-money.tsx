import type { FlockSummary } from '@flockbook/contracts';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useCurrency } from '../../../records/hooks/use-currency.ts';
import { formatDecimal, formatMoney } from '../../../records/number-format.ts';
import { FigureCard } from './figure-card.tsx';
import { FigureGrid } from './figure-grid.tsx';
import { useFlockPerformanceTexts } from './locales/use-flock-performance-texts.ts';

/** Costs, revenue and profit of the flock (the server sends them to admins only). */
export function FlockMoney({
  money,
  kgSold,
}: {
  money: NonNullable<FlockSummary['money']>;
  kgSold: string;
}) {
  const texts = useFlockPerformanceTexts();
  const locale = useLocale();
  const currency = useCurrency();
  const amount = (value: string) => formatMoney(value, currency, locale);
  const losing = money.profit.startsWith('-');

  return (
    <FigureGrid title={texts.money} testId="flock-money">
      <FigureCard
        testId="total-cost"
        icon={ReceiptLongOutlined}
        compact
        tone="warning"
        label={texts.totalCost}
        value={amount(money.totalCost)}
        detail={fillText(texts.costParts, {
          chicks: amount(money.chicks),
          feed: amount(money.feed),
          medicine: amount(money.medicine),
          direct: amount(money.direct),
          allocated: amount(money.allocated),
        })}
      />
      <FigureCard
        testId="revenue"
        icon={PaymentsOutlined}
        compact
        tone="info"
        label={texts.revenue}
        value={amount(money.revenue)}
        detail={
          Number(kgSold) > 0
            ? fillText(texts.kgSold, { kg: formatDecimal(kgSold, locale, 1) })
            : undefined
        }
      />
      <FigureCard
        testId="profit"
        icon={SavingsOutlined}
        compact
        tone={losing ? 'error' : 'success'}
        label={texts.profit}
        value={amount(money.profit)}
        detail={
          money.costPerBirdSold === null
            ? texts.nothingSold
            : fillText(texts.perBirdSold, { cost: amount(money.costPerBirdSold) })
        }
      />
      <FigureCard
        testId="cost-per-kg"
        icon={ScaleOutlined}
        compact
        tone="secondary"
        label={texts.costPerKg}
        value={money.costPerKgSold === null ? '—' : amount(money.costPerKgSold)}
        detail={money.costPerKgSold === null ? texts.nothingSold : undefined}
      />
    </FigureGrid>
  );
}
