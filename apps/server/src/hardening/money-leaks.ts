import { isMoneyField } from '@flockbook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { pdfLines, workbookRows } from '../test/read-report-files.ts';

/** The money value seeded in every money field: distinctive enough to spot anywhere. */
export const CANARY_MONEY = '7345.67';
/** The canary, or twice it (a record of two units), however an answer writes it. */
const CANARY_SEEN = /7,?345[.,]67|14,?691[.,]34/;

export type AnswerKind = 'json' | 'csv' | 'xlsx' | 'pdf' | 'other';

/** What an answer is, by its content type. */
export function kindOf(response: LightMyRequestResponse): AnswerKind {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) return 'json';
  if (type.includes('csv')) return 'csv';
  if (type.includes('spreadsheetml')) return 'xlsx';
  if (type.includes('pdf')) return 'pdf';
  return 'other';
}

/** The text an answer shows: JSON as sent, CSV as is, the cells of a workbook, PDF lines. */
export async function shownText(response: LightMyRequestResponse): Promise<string> {
  const kind = kindOf(response);
  if (kind === 'xlsx') return JSON.stringify([...(await workbookRows(response.rawPayload))]);
  if (kind === 'pdf') return JSON.stringify(pdfLines(response.rawPayload));
  return response.body;
}

/** Money keys anywhere in a JSON answer (a list's own `total`, its row count, aside). */
export function moneyKeys(body: unknown, path = '', found: string[] = []): string[] {
  if (Array.isArray(body)) {
    body.forEach((item, index) => moneyKeys(item, `${path}[${index}]`, found));
  } else if (body && typeof body === 'object') {
    const isList = path === '' && Array.isArray((body as { data?: unknown }).data);
    for (const [key, value] of Object.entries(body)) {
      if (isMoneyField(key) && !(isList && key === 'total')) found.push(`${path}.${key}`);
      moneyKeys(value, `${path}.${key}`, found);
    }
  }
  return found;
}

/** Where an answer shows money: money keys of JSON, and the canary value in any format. */
export async function moneyIn(response: LightMyRequestResponse): Promise<string[]> {
  const leaks: string[] = [];
  if (kindOf(response) === 'json') leaks.push(...moneyKeys(response.json()).slice(0, 5));
  const canary = CANARY_SEEN.exec(await shownText(response));
  if (canary) leaks.push(`the seeded price ${canary[0]}`);
  return leaks;
}

/** Whether an answer shows the canary (admins must see it: it proves the check can see). */
export async function showsCanary(response: LightMyRequestResponse): Promise<boolean> {
  return CANARY_SEEN.test(await shownText(response));
}
