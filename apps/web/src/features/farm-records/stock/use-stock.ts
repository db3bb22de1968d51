import { stockSchema } from '@flockbook/contracts';
import type { Stock } from '@flockbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recordKeys } from '../../../records/api/query-keys.ts';

const STOCK_ENDPOINT = '/api/stock';

/**
 * A farm's feed and medicine stock on a date (today when none), as the server computes it. The
 * key sits under the records' keys, so every saved record refreshes it.
 */
export function useStock(farmId: string | undefined, date?: string) {
  return useQuery({
    queryKey: [...recordKeys.area(STOCK_ENDPOINT), farmId ?? '', date ?? ''],
    queryFn: ({ signal }): Promise<Stock> => {
      const params = new URLSearchParams({ farmId: farmId ?? '' });
      if (date) params.set('date', date);
      return api.get(`${STOCK_ENDPOINT}?${params.toString()}`, {
        signal,
        parse: (data) => stockSchema.parse(data),
      });
    },
    enabled: Boolean(farmId),
  });
}
