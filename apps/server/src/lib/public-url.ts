import type { Env } from '../env.ts';

/**
 * The address people reach the app at, without a trailing slash: PUBLIC_URL, or this machine
 * at the port listened on (PORT when not listening).
 */
export function publicUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, port?: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  return `http://localhost:${port ?? env.PORT}`;
}
