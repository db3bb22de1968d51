/** The people screen (admins): accounts, invitations, roles, farms and access. */
export const PEOPLE_PATH = '/apps/settings/users';
