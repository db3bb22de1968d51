import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_BAG_WEIGHT_KG } from '@flockbook/contracts';
import type { DailyRoundInput, DailyRoundResult } from '@flockbook/contracts';
import Fastify from 'fastify';
import { openFloorDatabase, serveFloor } from './floor-server.ts';
import type { FloorQuery } from './floor-server.ts';
import {
  auditAndResultSql,
  claimRoundSql,
  insertRecordsSql,
  lockFeedSql,
  lockFlocksSql,
  roundRulesSql,
  storedRoundSql,
} from './round-sql.ts';

// The floor of the daily round benchmark: a bare Fastify process on the same database as the
// real server that saves a round as a hand-written transaction: the round's key, the flocks
// locked and checked, every record in one statement, the birds-alive and feed-stock rules on
// the state after it, one audit entry per record and the stored answer. No sign-in (the
// records are written as ROUND_FLOOR_USER_ID), no validation of the body beyond what the
// tables' own constraints refuse, no logging.

type Round = DailyRoundInput;
type Item = Record<string, unknown> & { id: string; flockId: string };
type House = DailyRoundResult['houses'][number];
type FlockRow = {
  id: string;
  name: string;
  farmId: string;
  farmName: string;
  closed: boolean;
  inLife: boolean;
  notFuture: boolean;
};
type Written = { deaths: Item[]; feed: Item[]; readings: Item[]; weighings: Item[]; eggs: Item[] };

const userId = process.env.ROUND_FLOOR_USER_ID ?? '';
if (!/^[0-9a-f-]{36}$/.test(userId)) throw new Error('ROUND_FLOOR_USER_ID must be a user id.');

const database = openFloorDatabase();
const app = Fastify({ logger: false });

/** A refusal the floor answers with 400 (or `status`) after rolling the round back. */
class Refused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The flocks' rules the server checks per part, here once per flock. */
function checkFlocks(round: Round, flocks: FlockRow[]): void {
  for (const { flockId } of round.houses) {
    const flock = flocks.find((row) => row.id === flockId);
    if (!flock) throw new Refused(`No flock ${flockId}.`);
    if (flock.closed) throw new Refused(`Flock ${flock.name} is closed.`, 409);
    if (flock.farmId !== round.farmId) throw new Refused(`Flock ${flock.name} is on another farm.`);
    if (!flock.inLife) throw new Refused(`${round.date} is outside flock ${flock.name}'s life.`);
    if (!flock.notFuture) throw new Refused(`${round.date} is after the farm's today.`);
  }
}

/** The round's parts as rows for the insert, each with an id made here. */
function recordRows(round: Round) {
  const rows = { deaths: [], feed: [], readings: [], weighings: [], eggs: [] } as Record<
    keyof Written,
    Record<string, unknown>[]
  >;
  for (const house of round.houses) {
    const own = (part: object) => ({ id: randomUUID(), flockId: house.flockId, ...part });
    for (const death of house.deaths ?? []) rows.deaths.push(own({ cause: 'unknown', ...death }));
    for (const feed of house.feed ?? []) rows.feed.push(own(feed));
    if (house.reading) rows.readings.push(own({ humidityPercent: null, ...house.reading }));
    if (house.weighing) rows.weighings.push(own(house.weighing));
    if (house.eggs) rows.eggs.push(own(house.eggs));
  }
  return rows;
}

/** The answer: each flock's records in the order sent, named as the server names them. */
function answerOf(round: Round, flocks: FlockRow[], written: Written): DailyRoundResult {
  const named = (item: Item) => {
    const flock = flocks.find((row) => row.id === item.flockId);
    return { ...item, flockName: flock?.name, farmId: flock?.farmId, farmName: flock?.farmName };
  };
  const ofFlock = (items: Item[], flockId: string) =>
    items.filter((item) => item.flockId === flockId).map(named) as never[];
  const houses: House[] = round.houses.map(({ flockId }) => ({
    flockId,
    deaths: ofFlock(written.deaths, flockId),
    feed: ofFlock(written.feed, flockId),
    reading: ofFlock(written.readings, flockId)[0] ?? null,
    eggs: ofFlock(written.eggs, flockId)[0] ?? null,
    weighing: ofFlock(written.weighings, flockId)[0] ?? null,
  }));
  return { roundId: round.roundId, farmId: round.farmId, date: round.date, houses };
}

/** The items the answer holds (in the order of `rows`, by id) with their audit entity. */
function auditRows(answer: DailyRoundResult) {
  return answer.houses.flatMap((house) => [
    ...house.deaths.map((after) => ({ entity: 'death', id: after.id, after })),
    ...house.feed.map((after) => ({ entity: 'feed usage', id: after.id, after })),
    ...(house.reading
      ? [{ entity: 'houseReading', id: house.reading.id, after: house.reading }]
      : []),
    ...(house.eggs ? [{ entity: 'egg collection', id: house.eggs.id, after: house.eggs }] : []),
    ...(house.weighing
      ? [{ entity: 'weighing', id: house.weighing.id, after: house.weighing }]
      : []),
  ]);
}

async function saveRound(
  query: FloorQuery,
  round: Round,
  bodyHash: string,
): Promise<{ answer: unknown; replayed: boolean }> {
  const claimed = await query(claimRoundSql, [
    round.roundId,
    userId,
    round.farmId,
    round.date,
    bodyHash,
  ]);
  if (claimed.length === 0) {
    const [stored] = await query<{ bodyHash: string; result: unknown }>(storedRoundSql, [
      round.roundId,
      userId,
    ]);
    if (!stored || stored.bodyHash !== bodyHash || !stored.result) {
      throw new Refused('This round id was already sent with other values.', 409);
    }
    return { answer: stored.result, replayed: true };
  }
  const flockIds = JSON.stringify(round.houses.map((house) => house.flockId));
  const flocks = await query<FlockRow>(lockFlocksSql, [flockIds, round.date]);
  checkFlocks(round, flocks);
  const rows = recordRows(round);
  const feedTypes = JSON.stringify(rows.feed.map((row) => row.feedType));
  await query(lockFeedSql, [round.farmId, feedTypes]);
  const [written] = await query<Written>(insertRecordsSql, [
    JSON.stringify(rows.deaths),
    JSON.stringify(rows.feed),
    JSON.stringify(rows.readings),
    JSON.stringify(rows.weighings),
    JSON.stringify(rows.eggs),
    round.date,
    userId,
    DEFAULT_BAG_WEIGHT_KG,
  ]);
  if (!written) throw new Error('The insert answered no row.');
  const [rules] = await query<{ shortOfBirds: string[]; shortOfFeed: string[] }>(roundRulesSql, [
    flockIds,
    round.farmId,
    feedTypes,
  ]);
  if (rules?.shortOfBirds.length) {
    throw new Refused(`More deaths than birds alive in ${rules.shortOfBirds.join(', ')}.`);
  }
  if (rules?.shortOfFeed.length)
    throw new Refused(`Not enough ${rules.shortOfFeed.join(', ')} feed.`);
  const answer = answerOf(round, flocks, written);
  await query(auditAndResultSql, [
    userId,
    JSON.stringify(auditRows(answer)),
    JSON.stringify(answer),
    round.roundId,
  ]);
  return { answer, replayed: false };
}

/** PostgreSQL's codes for a value the tables refuse (unique, check, not null, foreign key, type). */
const refusedCodes = new Set(['23505', '23514', '23502', '23503', '22P02', '22003', '22007']);

app.get('/api/health', async () => ({ status: 'ok' }));

app.post('/api/daily-round', async (request, reply) => {
  const round = request.body as Round;
  const bodyHash = createHash('sha256').update(JSON.stringify(round)).digest('hex');
  try {
    const saved = await database.transaction((query) => saveRound(query, round, bodyHash));
    if (saved.replayed) reply.header('idempotent-replayed', 'true');
    return await reply.code(200).send(saved.answer);
  } catch (error) {
    if (error instanceof Refused) return reply.code(error.status).send({ detail: error.message });
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && refusedCodes.has(code)) {
      return reply.code(400).send({ detail: (error as Error).message });
    }
    throw error;
  }
});

await serveFloor(app, database, 'daily round');
