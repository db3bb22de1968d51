import type { Alert } from '@flockbook/contracts';
import { countText, fillValues } from '../../lib/translator.ts';
import { isolatedDataText } from '../../components/data-text.tsx';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
  intlLocale,
} from '../../records/number-format.ts';
import type { ToolbarTexts } from './locales/en.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * An alert's sentence in the user's language, from its figures: numbers and dates as the
 * language writes them, counts in its plural forms, names isolated in their own direction.
 */
export function alertSentence(
  alert: Alert,
  texts: ToolbarTexts['alerts']['sentences'],
  language: string,
): string {
  const locale = intlLocale(language);
  switch (alert.kind) {
    case 'mortality': {
      const [yesterday, today] = alert.facts.dailyPercents;
      return fillValues(texts.mortality, {
        yesterday: formatPercent(yesterday, locale),
        today: formatPercent(today, locale),
        threshold: formatPercent(alert.facts.thresholdPercent, locale),
      });
    }
    case 'weight':
      return fillValues(texts.weight, {
        weight: formatInteger(alert.facts.weightG, locale),
        date: formatDate(alert.facts.weighedOn, locale),
        share: formatPercent(alert.facts.percentOfTarget, locale),
        breed: isolatedDataText(alert.facts.breed),
        target: formatInteger(alert.facts.targetG, locale),
        threshold: formatPercent(alert.facts.thresholdPercent, locale),
      });
    case 'mortality-spike':
      return fillValues(texts.mortalitySpike, {
        date: formatDate(alert.facts.date, locale),
        share: formatPercent(alert.facts.dailyPercent, locale),
        deaths: formatInteger(alert.facts.deaths, locale),
        alive: formatInteger(alert.facts.birdsAlive, locale),
        threshold: formatPercent(alert.facts.thresholdPercent, locale),
      });
    case 'water-drop':
      return fillValues(texts.waterDrop, {
        date: formatDate(alert.facts.date, locale),
        litres: formatDecimal(alert.facts.litres, locale, 1),
        previous: formatDecimal(alert.facts.previousLitres, locale, 1),
        drop: formatPercent(alert.facts.dropPercent, locale),
        threshold: formatPercent(alert.facts.thresholdPercent, locale),
      });
    case 'round-missing':
      return fillValues(alert.facts.houseName ? texts.roundMissingInHouse : texts.roundMissing, {
        date: formatDate(alert.facts.date, locale),
        house: isolatedDataText(alert.facts.houseName ?? ''),
        hour: new Intl.DateTimeFormat(locale, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'UTC',
        }).format(Date.UTC(2000, 0, 1, alert.facts.alertHour)),
      });
    case 'feed':
      return countText(texts.feed, alert.facts.daysLeft, language, {
        feedType: isolatedDataText(alert.facts.feedType),
        stock: formatDecimal(alert.facts.stockKg, locale, 1),
      });
    case 'medicine-expiry':
      return fillValues(alert.facts.expired ? texts.medicineExpired : texts.medicineExpiring, {
        medicine: isolatedDataText(alert.facts.medicine),
        remaining: formatDecimal(alert.facts.remaining, locale, 2),
        unit: isolatedDataText(alert.facts.unit),
        date: formatDate(alert.facts.expiresOn, locale),
      });
    case 'programme': {
      const values = {
        item: isolatedDataText(alert.facts.item),
        day: formatInteger(alert.facts.dayOfAge, locale),
        date: formatDate(alert.facts.dueOn, locale),
      };
      return alert.facts.daysLate > 0
        ? countText(texts.programmeOverdue, alert.facts.daysLate, language, values)
        : fillValues(texts.programmeDue, values);
    }
  }
}

/** Writes alerts' sentences in the current language. */
export function useAlertSentence(): (alert: Alert) => string {
  const texts = useToolbarTexts().alerts.sentences;
  const { i18n } = useTranslation();
  return (alert) => alertSentence(alert, texts, i18n.language);
}
