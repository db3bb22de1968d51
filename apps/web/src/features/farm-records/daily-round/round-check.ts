import type { DailyRoundInput } from '@flockbook/contracts';

/**
 * The round's own checks before it is sent or kept offline, by the same schema the server
 * applies (loaded with the first check, as the record forms load theirs): the messages by the
 * body's paths, or null when the round passes. Rules that need the server's records (birds
 * alive, stock) are the server's to answer.
 */
export async function checkRound(body: DailyRoundInput): Promise<Record<string, string> | null> {
  const schemas = await import('@flockbook/contracts').catch(() => null);
  // Not loaded and no connection to load it: the server checks the round when it gets it.
  if (!schemas) return null;
  const { dailyRoundInputSchema } = schemas;
  const parsed = dailyRoundInputSchema.shape.houses.safeParse(body.houses);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[['houses', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  return errors;
}

/** Loads the schema ahead, so a round saved without a connection can still be checked. */
export function preloadRoundCheck(): void {
  import('@flockbook/contracts').catch(() => undefined);
}
