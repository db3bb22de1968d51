import type { PluralText } from '../../../../lib/translator.ts';

export type IncompleteMarkTexts = {
  /** A figure computed over days without feed: the count of those days. */
  incomplete: PluralText;
  /** The flock page's note of its days without records. */
  gaps: string;
  withoutFeed: PluralText;
  withoutDeaths: PluralText;
};

export const incompleteMarkEn: IncompleteMarkTexts = {
  incomplete: {
    one: 'Incomplete: {{count}} day without feed',
    other: 'Incomplete: {{count}} days without feed',
  },
  gaps: 'Days without records',
  withoutFeed: { one: '{{count}} day without feed', other: '{{count}} days without feed' },
  withoutDeaths: {
    one: '{{count}} day without a death record',
    other: '{{count}} days without a death record',
  },
};

export const incompleteMarkTr: IncompleteMarkTexts = {
  incomplete: { other: 'Eksik: {{count}} gün yem kaydı yok' },
  gaps: 'Kaydı olmayan günler',
  withoutFeed: { other: '{{count}} gün yem kaydı yok' },
  withoutDeaths: { other: '{{count}} gün ölüm kaydı yok' },
};

export const incompleteMarkAr: IncompleteMarkTexts = {
  incomplete: {
    zero: 'غير مكتمل: لا أيام بلا علف',
    one: 'غير مكتمل: يوم واحد بلا سجل علف',
    two: 'غير مكتمل: يومان بلا سجل علف',
    few: 'غير مكتمل: {{count}} أيام بلا سجل علف',
    many: 'غير مكتمل: {{count}} يومًا بلا سجل علف',
    other: 'غير مكتمل: {{count}} يوم بلا سجل علف',
  },
  gaps: 'أيام بلا سجلات',
  withoutFeed: {
    one: 'يوم واحد بلا سجل علف',
    two: 'يومان بلا سجل علف',
    few: '{{count}} أيام بلا سجل علف',
    many: '{{count}} يومًا بلا سجل علف',
    other: '{{count}} يوم بلا سجل علف',
  },
  withoutDeaths: {
    one: 'يوم واحد بلا سجل نفوق',
    two: 'يومان بلا سجل نفوق',
    few: '{{count}} أيام بلا سجل نفوق',
    many: '{{count}} يومًا بلا سجل نفوق',
    other: '{{count}} يوم بلا سجل نفوق',
  },
};
