import { isIP } from 'node:net';
import type { AuthRepository } from './auth.repository.ts';

const MINUTE = 60_000;

/**
 * Throttling of the guest auth calls, counted in the attempts table over sliding windows.
 *
 * Sign-in: failures are counted per (email, address) pair, and a pair with 5 failures in 15
 * minutes is refused before its password is checked, so guessing one account from one
 * address stops there while the owner, signing in from anywhere else, is never locked out.
 * Failures are also counted per address: from the 50th in 15 minutes (spraying many
 * accounts) every failure answers 429 instead of naming the field at fault, so the address
 * learns nothing more, while a correct password of any account still signs in: people who
 * share the address are never blocked.
 * Registration and reset requests are counted per address and per email, all attempts alike;
 * attempts to set up the first admin per address.
 * Checks are made one at a time (per pair for sign-in), so parallel requests gain nothing.
 * IPv6 addresses count by their /64 network, which one attacker usually holds whole.
 */
export const LIMITS = {
  signInPair: { limit: 5, windowMs: 15 * MINUTE },
  signInAddress: { limit: 50, windowMs: 15 * MINUTE },
  registerAddress: { limit: 20, windowMs: 60 * MINUTE },
  registerEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetEmail: { limit: 3, windowMs: 60 * MINUTE },
  setupAddress: { limit: 10, windowMs: 60 * MINUTE },
} as const;
type Rule = keyof typeof LIMITS;
const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((rule) => rule.windowMs));

export const throttleKey = {
  signInPair: (email: string, ip: string) => `sign-in:${email}|${network(ip)}`,
  signInAddress: (ip: string) => `sign-in:${network(ip)}`,
  registerAddress: (ip: string) => `register:${network(ip)}`,
  registerEmail: (email: string) => `register:${email}`,
  resetAddress: (ip: string) => `reset:${network(ip)}`,
  resetEmail: (email: string) => `reset:${email}`,
  setupAddress: (ip: string) => `setup:${network(ip)}`,
} satisfies Record<Rule, (...args: string[]) => string>;

export type Counted = { rule: Rule; key: string };
/** The first rule over its limit, with the seconds until it no longer is. */
export type Verdict = { rule: Rule; retryAfterSeconds: number } | undefined;

export function createThrottle(repository: AuthRepository, now = () => Date.now()) {
  const queues = new Map<string, Promise<void>>();

  /**
   * Runs `work` after every earlier call with the same key has finished, so that parallel
   * requests cannot all pass a check before any of them is counted. Per process: with several
   * API processes, at most one call per process runs at a time.
   */
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    const last = previous.then(() => done);
    queues.set(key, last);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (queues.get(key) === last) queues.delete(key);
    }
  }

  /** The first of `counted` already at its limit (attempts recorded so far), if any. */
  async function over(counted: Counted[]): Promise<Verdict> {
    const at = now();
    const rules = counted.map(({ rule }) => LIMITS[rule]);
    const recent = await repository.recentAttempts(
      counted.map(({ key }) => key),
      new Date(at - Math.max(...rules.map((rule) => rule.windowMs))),
      Math.max(...rules.map((rule) => rule.limit)),
    );
    for (const { rule, key } of counted) {
      const { limit, windowMs } = LIMITS[rule];
      // Newest first: the limit-th newest attempt is the one whose expiry lifts the limit.
      const times = (recent.get(key) ?? []).filter((time) => time.getTime() > at - windowMs);
      const lifting = times[limit - 1];
      if (lifting) {
        const retryAfterMs = lifting.getTime() + windowMs - at;
        return { rule, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
    }
    return undefined;
  }

  function record(keys: string[]): Promise<void> {
    const at = now();
    return repository.recordAttempts(keys, new Date(at), new Date(at - LONGEST_WINDOW_MS));
  }

  return {
    oneAtATime,
    over,
    record,

    /** Counts one attempt under every rule, or refuses it (unrecorded) when one is at its limit. */
    take(counted: Counted[]): Promise<Verdict> {
      return oneAtATime('take', async () => {
        const verdict = await over(counted);
        if (!verdict) await record(counted.map(({ key }) => key));
        return verdict;
      });
    },

    clear(key: string): Promise<void> {
      return repository.clearAttempts(key);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** The address as counted: IPv4 as is, IPv6 by its /64 network (IPv4-mapped ones as IPv4). */
export function network(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
