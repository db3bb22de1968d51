import type { Flock, FlockSummary } from '@flockbook/contracts';
import GrainOutlined from '@mui/icons-material/GrainOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import EggOutlined from '@mui/icons-material/EggOutlined';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useAppSettings } from '../../../records/hooks/use-app-settings.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDate, formatDecimal, formatPercent } from '../../../records/number-format.ts';
import { IncompleteMark } from '../components/incomplete-mark.tsx';
import { useStock } from '../stock/use-stock.ts';
import { FigureCard } from './figure-card.tsx';
import { FigureGrid } from './figure-grid.tsx';
import { useFlockPerformanceTexts } from './locales/use-flock-performance-texts.ts';

const DEFAULT_FEED_ALERT_DAYS = 3;

/** FCR, EPEF (or hen-day for layers), feed and daily gain, and the farm's feed stock. */
export function FlockPerformance({ flock, summary }: { flock: Flock; summary: FlockSummary }) {
  const texts = useFlockPerformanceTexts();
  const locale = useLocale();
  const isBroiler = summary.type === 'broiler';
  const weighing = summary.latestWeighing;
  const fcrDetail = summary.fcrBasis
    ? summary.fcrBasis.soldOut
      ? texts.fcrSoldOut
      : fillText(texts.fcrOnWeighing, { date: formatDate(summary.fcrBasis.date, locale) })
    : Number(summary.feedUsedKg) > 0
      ? texts.fcrMissing
      : texts.fcrNoFeed;

  return (
    <FigureGrid title={texts.performance} testId="flock-performance">
      {isBroiler ? (
        <>
          <FigureCard
            testId="fcr"
            icon={SpeedOutlined}
            tone="primary"
            label={texts.fcr}
            value={summary.fcr === null ? '—' : formatDecimal(summary.fcr, locale, 3)}
            detail={
              <>
                {fcrDetail}
                <IncompleteMark days={summary.gaps.incomplete.fcr} />
              </>
            }
          />
          <FigureCard
            testId="epef"
            icon={TrendingUpOutlined}
            tone="success"
            label={texts.epef}
            value={summary.epef === null ? '—' : formatDecimal(summary.epef, locale, 0)}
            detail={
              <>
                {texts.epefDetail}
                <IncompleteMark days={summary.gaps.incomplete.epef} />
              </>
            }
          />
        </>
      ) : (
        <FigureCard
          testId="hen-day"
          icon={EggOutlined}
          tone="primary"
          label={texts.henDay}
          value={formatPercent(summary.henDayPercent ?? 0, locale)}
          detail={texts.henDayDetail}
        />
      )}
      <FigureCard
        testId="feed-used"
        compact
        icon={GrainOutlined}
        tone="warning"
        label={texts.feedUsed}
        value={formatDecimal(summary.feedUsedKg, locale, 1)}
        unit={texts.kg}
        detail={
          summary.feedPerBirdDayG === null ? undefined : (
            <>
              {fillText(texts.feedPerBird, {
                grams: formatDecimal(summary.feedPerBirdDayG, locale, 1),
              })}
              <IncompleteMark days={summary.gaps.incomplete.feedPerBird} />
            </>
          )
        }
      />
      {isBroiler ? (
        <FigureCard
          testId="adg"
          icon={TrendingUpOutlined}
          tone="secondary"
          label={texts.adg}
          value={weighing?.adgG == null ? '—' : formatDecimal(weighing.adgG, locale, 1)}
          unit={weighing?.adgG == null ? undefined : texts.adgUnit}
          detail={
            summary.liveKgProduced === null
              ? undefined
              : fillText(texts.liveKg, { kg: formatDecimal(summary.liveKgProduced, locale, 1) })
          }
        />
      ) : null}
      {flock.status === 'active' ? <FeedStockFigure farmId={flock.farmId} /> : null}
    </FigureGrid>
  );
}

/** How long the farm's feed lasts: the type that runs out first. */
function FeedStockFigure({ farmId }: { farmId: string }) {
  const texts = useFlockPerformanceTexts();
  const locale = useLocale();
  const alertDays = useAppSettings()?.feedAlertDays ?? DEFAULT_FEED_ALERT_DAYS;
  const stock = useStock(farmId);
  const days = (stock.data?.feed ?? [])
    .map((row) => row.daysLeft)
    .filter((left): left is number => left !== null);
  const least = days.length > 0 ? Math.min(...days) : null;
  // The words agree with the number shown, which has one decimal.
  const shown = least === null ? null : Math.round(least * 10) / 10;
  return (
    <FigureCard
      testId="feed-stock"
      icon={InventoryOutlined}
      tone={least !== null && least < alertDays ? 'error' : 'info'}
      label={texts.feedStock}
      value={least === null ? '—' : formatDecimal(least, locale, 1)}
      unit={shown === null ? undefined : countText(texts.days, shown, locale)}
      detail={shown === null ? texts.feedStockNone : countText(texts.feedStockDays, shown, locale)}
    />
  );
}
