import type { Database } from '@flockbook/db';
import { createFirstAdminService, SETUP_PATH } from './first-admin.ts';

/**
 * What the server prints at start while no admin exists: a new single-use set-up address
 * (valid one hour) and the shell command that does the same. Nothing once an admin exists.
 */
export async function setupAddressLines(db: Database, appUrl: string): Promise<string[]> {
  const setup = createFirstAdminService(db);
  if (!(await setup.needed())) return [];
  const token = await setup.issueToken();
  return [
    '  No admin account yet. Set up the first admin at this address',
    '  (it works once, for one hour; a restart prints a new one):',
    `    ${appUrl}${SETUP_PATH}?token=${token}`,
    '  or from a shell: npm run create-admin -- --email you@example.com --name "Your Name"',
  ];
}
