import { authRoles } from '@flockbook/contracts/roles';
import { hasPermission } from '../../lib/route-auth.ts';
import { useSession } from '../../lib/session.ts';
import type { RecordArea } from '../record-area.ts';

export type AreaPermissions = {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** Admins see a record's history. */
  canSeeHistory: boolean;
  /** Admins see money; the server leaves it out of everyone else's answers. */
  canSeeMoney: boolean;
};

/** What the signed-in user may do in an area; the UI hides the rest (the server refuses it). */
export function useAreaPermissions(area: Pick<RecordArea, 'roles'>): AreaPermissions {
  const { user } = useSession();
  return {
    canCreate: hasPermission(area.roles.create, user.role),
    canUpdate: hasPermission(area.roles.update, user.role),
    canDelete: hasPermission(area.roles.delete, user.role),
    canSeeHistory: hasPermission(authRoles.admin, user.role),
    canSeeMoney: hasPermission(authRoles.admin, user.role),
  };
}
