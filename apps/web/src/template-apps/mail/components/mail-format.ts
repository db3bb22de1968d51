import type { Mail, MailPerson } from '@flockbook/mock-api/mail';

/** Today: the time; this year: day and month; else the full date, in the reader's language. */
export function formatMailTime(iso: string, language: string, now = new Date()): string {
  const time = new Date(iso);
  const sameDay = time.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : time.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short' }
      : { day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(time);
}

/** The full date and time, for the open mail. */
export function formatMailFullTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A file size in B, kB or MB, in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1000
      ? [bytes, 'byte']
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte']
        : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/**
 * Reads "Ann <ann@x.org>, bob@y.org" into people; `invalid` holds the parts that are not
 * addresses.
 */
export function parseRecipients(text: string): { people: MailPerson[]; invalid: string[] } {
  const people: MailPerson[] = [];
  const invalid: string[] = [];
  for (const part of text
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const named = /^(.*)<([^>]+)>$/.exec(part);
    const email = (named ? named[2] : part)?.trim() ?? '';
    if (!EMAIL.test(email)) {
      invalid.push(part);
      continue;
    }
    const name = named?.[1]?.trim().replace(/^"|"$/g, '') || email;
    people.push({ name, email });
  }
  return { people, invalid };
}

/**
 * A new mail id: two 4-hex-digit chunks joined (section 9), not one already taken.
 * The random source is a parameter so tests can fix it.
 */
export function newMailId(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  const chunk = () =>
    Math.floor(random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  for (;;) {
    const id = chunk() + chunk();
    if (!taken.has(id)) return id;
  }
}

/** Mails whose sender, recipients, subject or text contain the search, case-insensitive. */
export function searchMails(mails: readonly Mail[], search: string): Mail[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...mails];
  return mails.filter((mail) =>
    [
      mail.from.name,
      mail.from.email,
      mail.subject,
      mail.message.replace(/<[^>]*>/g, ' '),
      ...mail.to.flatMap((person) => [person.name, person.email]),
    ].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
