export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** The launch the coming-soon page counts down to: midnight, 30 days after `now`'s day. */
export function launchDate(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 30);
}

/** Whole days, hours, minutes and seconds from `now` until `target` (zero once passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
