import { useTranslation } from '../../lib/use-translation.ts';
import { useTexts } from '../area-texts.ts';
import { intlLocale } from '../number-format.ts';
import type { CellContext, RecordArea } from '../record-area.ts';
import { useCurrency } from './use-currency.ts';

/** The Intl locale of the current language. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language);
}

/** An area's texts in the current language with the locale and currency to format values. */
export function useCellContext(area: Pick<RecordArea, 'texts'>): CellContext {
  const texts = useTexts(area.texts);
  const locale = useLocale();
  const currency = useCurrency();
  return { texts, locale, currency };
}
