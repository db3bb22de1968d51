import type { DailyRound } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';

export const DAILY_ROUND_ENDPOINT = '/api/daily-round';

/** The day before a YYYY-MM-DD (calendar days: no clock or zone involved). */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

function fetchRound(farmId: string, date: string | undefined, signal: AbortSignal) {
  const query: Record<string, string> = { farmId };
  if (date) query.date = date;
  return api.get<DailyRound>(DAILY_ROUND_ENDPOINT, { query, signal });
}

/**
 * A farm's round for a day (the farm's today, as the server keeps it, when no day is given)
 * and the day before's for hints. Keyed under the records, so any saved record refreshes it.
 */
export function useDailyRound(farmId: string | undefined, date: string | undefined) {
  const round = useQuery({
    queryKey: [...recordKeys.area(DAILY_ROUND_ENDPOINT), farmId ?? '', date ?? ''],
    queryFn: ({ signal }) => fetchRound(farmId ?? '', date, signal),
    enabled: Boolean(farmId),
  });
  const previousDay = round.data ? dayBefore(round.data.date) : undefined;
  const yesterday = useQuery({
    queryKey: [...recordKeys.area(DAILY_ROUND_ENDPOINT), farmId ?? '', previousDay ?? ''],
    queryFn: ({ signal }) => fetchRound(farmId ?? '', previousDay, signal),
    enabled: Boolean(farmId && previousDay),
  });
  return { round, yesterday };
}
