import { authRoles } from '@flockbook/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { hasPermission } from '../../lib/route-auth.ts';
import { useSession } from '../../lib/session.ts';
import { recordKeys } from '../api/query-keys.ts';
import { useFarmOptions } from '../hooks/use-record-options.ts';

export type FarmAccess = {
  /**
   * 'open': the screen shows its content; 'checking': the user's farms are being read;
   * 'none': someone who is not an admin and has no farm yet.
   */
  state: 'open' | 'checking' | 'none';
  /**
   * Reads the farms again (an admin may have given some since), and with them every record,
   * since what was read without a farm is empty.
   */
  recheck: () => void;
  rechecking: boolean;
};

/**
 * Whether a farm screen has anything to show its user. Admins see every farm; everyone else
 * only the farms an admin gave them, which is all the server answers them, so with none the
 * screen explains why instead of showing empty tables. Reads the farm list the farm selects
 * share, so it costs no request of its own.
 */
export function useFarmAccess(enabled: boolean): FarmAccess {
  const { user } = useSession();
  const check = enabled && !hasPermission(authRoles.admin, user.role);
  const farms = useFarmOptions({ enabled: check });
  const queryClient = useQueryClient();
  const recheck = () => void queryClient.invalidateQueries({ queryKey: recordKeys.all });
  const rechecking = farms.isFetching;
  if (!check) return { state: 'open', recheck, rechecking };
  if (farms.isPending) return { state: 'checking', recheck, rechecking };
  // A failed read is left to the screen, whose own requests show the error with a retry.
  if (farms.isError) return { state: 'open', recheck, rechecking };
  return { state: farms.data.length === 0 ? 'none' : 'open', recheck, rechecking };
}
