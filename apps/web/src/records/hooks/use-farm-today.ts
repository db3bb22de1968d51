import { todayIso } from '@flockbook/contracts/values';
import { useFarmOptions, useFlockOptions } from './use-record-options.ts';

/**
 * Today for a new record: the date of its farm (the chosen farm, or the chosen flock's), as
 * the server answers it in the farm's time zone, never the browser's clock. With no farm
 * chosen yet: the day every farm shares, else the browser's date until one is chosen.
 */
export function useFarmToday(
  choice: { farmId?: unknown; flockId?: unknown },
  { enabled = true }: { enabled?: boolean } = {},
): string {
  const farms = useFarmOptions({ enabled });
  const flocks = useFlockOptions({ enabled: enabled && Boolean(choice.flockId) });
  const flockFarmId = flocks.data?.find((flock) => flock.id === choice.flockId)?.farmId;
  const farmId = choice.farmId || flockFarmId;
  const farm = farms.data?.find((candidate) => candidate.id === farmId);
  if (farm) return farm.today;
  const days = new Set(farms.data?.map((candidate) => candidate.today));
  const [shared] = days;
  return days.size === 1 && shared ? shared : todayIso();
}
