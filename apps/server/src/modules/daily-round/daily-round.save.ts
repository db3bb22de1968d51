import { createHash } from 'node:crypto';
import { dailyRoundInputSchema } from '@flockbook/contracts';
import type { DailyRoundResult } from '@flockbook/contracts';
import { dailyRounds } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, eq } from 'drizzle-orm';
import { farms } from '@flockbook/db';
import type { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { seesFarm } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import type { ChangeContext } from '../../records/record-area.ts';
import { NO_SUCH_FARM } from '../../records/references.ts';
import { createRecord, updateRecord } from '../../records/record-writes.ts';
import { lockOpenFlock } from '../flocks/flock-rules.ts';
import { ROUND_AREAS } from './round-areas.ts';
import type { RoundPart } from './round-areas.ts';

type RoundInput = z.infer<typeof dailyRoundInputSchema>;
type HouseInput = RoundInput['houses'][number];
type Item = { id: string; version: number; flockId: string; date: string };
type Errors = Record<string, string>;
type Saved = { result: DailyRoundResult; replayed: boolean };

const PARTS = Object.keys(ROUND_AREAS) as RoundPart[];

/** Field messages of a zod failure, one per path (the first found), under `prefix`. */
function issuesAt(error: z.ZodError, prefix: string, into: Errors) {
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    into[path] ??= issue.message;
  }
}

/**
 * Validates a round: answers it parsed, or the field errors of the request as a whole
 * (`fatal`) or of some houses' parts only, whose rules the others still go through so the
 * answer names every fault at once.
 */
export function parseRound(body: unknown): {
  round: RoundInput | null;
  errors: Errors;
  fatal: boolean;
} {
  const parsed = dailyRoundInputSchema.safeParse(body);
  if (parsed.success) return { round: parsed.data, errors: {}, fatal: false };
  const errors: Errors = {};
  issuesAt(parsed.error, '', errors);
  const inPart = (path: PropertyKey[]) =>
    path[0] === 'houses' && path.length > 2 && PARTS.includes(path[2] as RoundPart);
  if (!parsed.error.issues.every((issue) => inPart(issue.path))) {
    return { round: null, errors, fatal: true };
  }
  // Only parts are at fault: the round goes on without them, their messages kept.
  const round = body as RoundInput & { houses: Record<string, unknown>[] };
  const houses = round.houses.map((house, index) => {
    const kept: Record<string, unknown> = { flockId: house.flockId };
    for (const part of PARTS) {
      const faulty = parsed.error.issues.some(
        (issue) => issue.path[1] === index && issue.path[2] === part,
      );
      if (!faulty && house[part] !== undefined) kept[part] = house[part];
    }
    return kept;
  });
  const rest = dailyRoundInputSchema.safeParse({ ...round, houses });
  return { round: rest.success ? rest.data : null, errors, fatal: !rest.success };
}

/** Where a rule's field error lands in the round: the part's field, its flock, or the part. */
function errorsAt(problem: ProblemError, partPath: string, housePath: string, fields: string[]) {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(problem.extras.errors ?? {})) {
    const path = fields.includes(field)
      ? `${partPath}.${field}`
      : field === 'flockId'
        ? `${housePath}.flockId`
        : partPath;
    errors[path] ??= message;
  }
  if (Object.keys(errors).length === 0) errors[partPath] = problem.message;
  return errors;
}

/**
 * Why the round's farm cannot take records: unknown, or not one of the user's farms (refused
 * at `farmId` as unknown, as a record naming another farm is).
 */
export async function farmFault(
  db: Database,
  access: FarmAccess,
  farmId: unknown,
): Promise<string | undefined> {
  if (typeof farmId !== 'string' || !/^[0-9a-f-]{36}$/i.test(farmId)) return undefined;
  if (!seesFarm(access, farmId.toLowerCase())) return NO_SUCH_FARM;
  const rows = await db
    .select({ id: farms.id })
    .from(farms)
    .where(eq(farms.id, farmId.toLowerCase()));
  return rows.length === 0 ? NO_SUCH_FARM : undefined;
}

const hashOf = (round: RoundInput) =>
  createHash('sha256').update(JSON.stringify(round)).digest('hex');

/**
 * Saves a round in one transaction through the record areas' own create and edit: the first
 * fault found in any part undoes nothing else until every part has been tried (each in a
 * savepoint), then the whole round is refused with every message at its path. The round id
 * is claimed first: a round already saved by this user answers its stored result; one being
 * saved makes this wait for its result.
 */
export async function saveDailyRound(
  db: Database,
  round: RoundInput,
  partErrors: Errors,
  context: ChangeContext,
  view: <T>(item: T) => T,
): Promise<Saved> {
  const bodyHash = hashOf(round);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const fault = await farmFault(tx, context.farms, round.farmId);
    if (fault) throw new ProblemError(400, { errors: { ...partErrors, farmId: fault } });
    const claimed = await tx
      .insert(dailyRounds)
      .values({
        roundId: round.roundId,
        userId: context.userId,
        farmId: round.farmId,
        date: round.date,
        bodyHash,
      })
      .onConflictDoNothing()
      .returning({ roundId: dailyRounds.roundId });
    if (claimed.length === 0) return replayOf(tx, round, context.userId, bodyHash);

    const errors: Errors = { ...partErrors };
    const unusual: Errors = {};
    const result: DailyRoundResult = {
      roundId: round.roundId,
      farmId: round.farmId,
      date: round.date,
      houses: [],
    };
    for (const [index, house] of round.houses.entries()) {
      result.houses.push(
        await saveHouse(tx, round, house, `houses.${index}`, context, { errors, unusual }, view),
      );
    }
    if (Object.keys(errors).length > 0) {
      throw new ProblemError(400, {
        detail: 'The round was not saved: correct the fields named and send it again.',
        errors,
        ...(Object.keys(unusual).length > 0 ? { extensions: { unusual } } : {}),
      });
    }
    await tx
      .update(dailyRounds)
      .set({ result })
      .where(and(eq(dailyRounds.roundId, round.roundId), eq(dailyRounds.userId, context.userId)));
    return { result, replayed: false };
  });
}

async function replayOf(
  tx: Database,
  round: RoundInput,
  userId: string,
  bodyHash: string,
): Promise<Saved> {
  const [stored] = await tx
    .select({ bodyHash: dailyRounds.bodyHash, result: dailyRounds.result })
    .from(dailyRounds)
    .where(and(eq(dailyRounds.roundId, round.roundId), eq(dailyRounds.userId, userId)));
  if (!stored || stored.bodyHash !== bodyHash || !stored.result) {
    throw new ProblemError(409, {
      title: 'Round already sent',
      detail: 'This round id was already sent with other values; a new round needs a new id.',
      errors: { roundId: 'This round id was already sent with other values' },
    });
  }
  return { result: stored.result as DailyRoundResult, replayed: true };
}

/** One flock's parts, each in a savepoint: a refused part leaves nothing behind. */
async function saveHouse(
  tx: Database,
  round: RoundInput,
  house: HouseInput,
  housePath: string,
  context: ChangeContext,
  { errors, unusual }: { errors: Errors; unusual: Errors },
  view: <T>(item: T) => T,
) {
  const saved: DailyRoundResult['houses'][number] = {
    flockId: house.flockId,
    deaths: [],
    feed: [],
    reading: null,
    eggs: null,
    weighing: null,
  };
  try {
    const flock = await lockOpenFlock(tx, house.flockId, context.farms);
    if (flock.farmId !== round.farmId) {
      errors[`${housePath}.flockId`] = 'This flock is on another farm';
      return saved;
    }
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    Object.assign(errors, errorsAt(error, `${housePath}.flockId`, housePath, []));
    return saved;
  }

  const write = async (part: RoundPart, entry: Record<string, unknown>, partPath: string) => {
    const area = ROUND_AREAS[part] as unknown as (typeof ROUND_AREAS)['deaths'];
    const { id, version, ...fields } = entry as { id?: string; version?: number };
    const fieldNames = Object.keys(fields);
    try {
      return (await (tx as unknown as { transaction: Database['transaction'] }).transaction(
        async (savepoint) => {
          const sp = savepoint as unknown as Database;
          if (!id) {
            const input = area.schemas.input.safeParse({
              flockId: house.flockId,
              date: round.date,
              ...fields,
            });
            if (!input.success) {
              const messages: Errors = {};
              issuesAt(input.error, '', messages);
              throw new ProblemError(400, { errors: messages });
            }
            return createRecord(sp, area, input.data, context);
          }
          if (version === undefined) {
            throw new ProblemError(400, {
              errors: { version: 'The version being edited is required' },
            });
          }
          return updateRecord(sp, area, id, version, fields, context, view, (current) => {
            const item = current as unknown as Item;
            if (item.flockId !== house.flockId || item.date !== round.date) {
              throw new ProblemError(400, {
                errors: { id: `This record is not of this flock on ${round.date}` },
              });
            }
          });
        },
      )) as Item;
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      if (error.status === 409 && error.extras.extensions?.current) {
        // A newer value is shown to the user, never overwritten: the round stops here.
        throw new ProblemError(409, {
          ...error.extras,
          errors: { [`${partPath}.version`]: 'Someone else changed this record first' },
        });
      }
      const problem =
        error.status === 404
          ? new ProblemError(400, { errors: { id: 'No such record of this farm' } })
          : error;
      Object.assign(
        errors,
        errorsAt(problem, partPath, housePath, [...fieldNames, 'id', 'version']),
      );
      // The targets of unusual values, at the part's fields as the messages are.
      const targets = (problem.extras.extensions?.unusual ?? {}) as Errors;
      for (const [field, target] of Object.entries(targets)) {
        unusual[`${partPath}.${field}`] = target;
      }
      return null;
    }
  };

  for (const [index, death] of (house.deaths ?? []).entries()) {
    const item = await write('deaths', death, `${housePath}.deaths.${index}`);
    if (item) saved.deaths.push(view(item) as never);
  }
  for (const [index, feed] of (house.feed ?? []).entries()) {
    const item = await write('feed', feed, `${housePath}.feed.${index}`);
    if (item) saved.feed.push(view(item) as never);
  }
  for (const part of ['reading', 'eggs', 'weighing'] as const) {
    const entry = house[part];
    if (!entry) continue;
    const item = await write(part, entry, `${housePath}.${part}`);
    if (item) saved[part] = view(item) as never;
  }
  return saved;
}
