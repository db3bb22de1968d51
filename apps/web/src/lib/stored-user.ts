import { userSchema } from '@flockbook/contracts';
import type { User } from '@flockbook/contracts';
import { USER_KEY } from './session-storage.ts';

/**
 * The stored user, or undefined when there is none or it cannot be read. Checked with the
 * contract's schema: storage may hold what an older version wrote. Kept apart from
 * session-storage.ts, which the first download needs: nothing reads the stored user at start-up
 * (the start-up check asks the server for the user), so zod comes only with what imports this.
 */
export function readStoredUser(): User | undefined {
  try {
    const text = localStorage.getItem(USER_KEY);
    if (!text) return undefined;
    const parsed = userSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
