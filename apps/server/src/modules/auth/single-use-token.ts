import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links (password reset, first admin's set-up, invitation): the token goes into the
 * link, and only its hash into the database, so a read of the database opens no account.
 */
export function newSingleUseToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSingleUseToken(token) };
}

/** The stored form of a single-use token, to look one up by the token a link brought. */
export function hashSingleUseToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
