import { parseArgs } from 'node:util';
import { authMessages, registerInputSchema } from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { createFirstAdminService, FirstAdminRefused } from './first-admin.ts';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run create-admin -- --email you@example.com --name "Your Name"\n' +
  'Creates the first admin of this installation. The password is asked for (not shown as it ' +
  'is typed), or read from the first line of standard input when it is piped.';

export type CreateAdminIo = {
  out(text: string): void;
  err(text: string): void;
  /** Asked for only once the rest is known to be usable. */
  readPassword(): Promise<string>;
  /** Where the new admin signs in. */
  appUrl: string;
};

const refusals: Record<FirstAdminRefused['reason'], string> = {
  'already-set-up': authMessages.alreadySetUp,
  'link-invalid': authMessages.setupLinkInvalid,
  'email-in-use': `${authMessages.emailInUse}.`,
};

/**
 * `npm run create-admin`: the first admin from a shell, as the set-up address makes it in a
 * browser (same checks and messages); refused once any admin exists. Answers the exit code.
 */
export async function runCreateAdmin(
  db: Database,
  args: string[],
  io: CreateAdminIo,
): Promise<number> {
  const options = parseOptions(args);
  if (!options) {
    io.err(CREATE_ADMIN_USAGE);
    return 2;
  }
  const setup = createFirstAdminService(db);
  if (!(await setup.needed())) {
    io.err(refusals['already-set-up']);
    return 1;
  }
  const password = await io.readPassword();
  const parsed = registerInputSchema.safeParse({
    displayName: options.name,
    email: options.email,
    password,
  });
  if (!parsed.success) {
    const flags: Record<string, string> = { displayName: '--name', email: '--email' };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      io.err(`${flags[field] ?? field}: ${issue.message}`);
    }
    return 1;
  }
  try {
    const admin = await setup.create(parsed.data);
    io.out(`The admin ${admin.email} was created. Sign in at ${io.appUrl}/login`);
    return 0;
  } catch (error) {
    if (!(error instanceof FirstAdminRefused)) throw error;
    io.err(refusals[error.reason]);
    return 1;
  }
}

function parseOptions(args: string[]): { email: string; name: string } | null {
  try {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    if (values.email === undefined || values.name === undefined) return null;
    return { email: values.email, name: values.name };
  } catch {
    return null;
  }
}
