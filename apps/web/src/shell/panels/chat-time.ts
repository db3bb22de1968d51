import type { LanguageCode } from '../../lib/i18n.ts';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English ordinal of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function englishOrdinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

const MERIDIEM: Record<LanguageCode, readonly [string, string]> = {
  en: ['am', 'pm'],
  tr: ['öö', 'ös'],
  ar: ['ص', 'م'],
};

function monthName(date: Date, language: LanguageCode): string {
  if (language === 'en') return ENGLISH_MONTHS[date.getMonth()] ?? '';
  return new Intl.DateTimeFormat(language, { month: 'long' }).format(date);
}

function dayOf(day: number, language: LanguageCode): string {
  if (language === 'en') return englishOrdinal(day);
  if (language === 'tr') return `${day}.`;
  return String(day);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A message time as 'MMMM Do YYYY, h:mm:ss a' in the viewer's time zone, e.g.
 * 'November 21st 2026, 7:05:12 pm'. Turkish and Arabic use their own month names and day
 * periods in the same order. An unreadable time gives ''.
 */
export function formatChatTime(time: string | Date, language: LanguageCode = 'en'): string {
  const date = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const [am, pm] = MERIDIEM[language];
  const meridiem = hours < 12 ? am : pm;
  return (
    `${monthName(date, language)} ${dayOf(date.getDate(), language)} ${date.getFullYear()}, ` +
    `${hour12}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${meridiem}`
  );
}
