import { randomUUID } from 'node:crypto';
import type { DailyRoundInput, DailyRoundResult } from '@flockbook/contracts';
import { roundFeedType } from './round-farm.ts';
import type { RoundFarm } from './round-farm.ts';

/** Records one round writes per house: two causes of death, a feeding, a reading, a weighing. */
export const recordsPerHouse = 5;

/**
 * The round numbered `index` of a farm on `date`: every house with deaths of two causes,
 * starter feed, the house reading and a weighing; values vary with the round and the house
 * but are the same for the same index on any farm, so the server's and the floor's answers
 * can be compared. Each round gets a fresh round id.
 */
export function roundBody(farm: RoundFarm, date: string, index: number): DailyRoundInput {
  return {
    roundId: randomUUID(),
    farmId: farm.farmId,
    date,
    houses: farm.flocks.map((flock, house) => ({
      flockId: flock.id,
      deaths: [
        { cause: 'unknown', count: 1 + ((index + house) % 4) },
        { cause: 'heat stress', count: 1 + ((index * 3 + house) % 3) },
      ],
      feed: [{ feedType: roundFeedType, quantityKg: `${300 + house * 7 + (index % 11)}.5` }],
      reading: {
        waterLitres: `${600 + house * 5 + (index % 9)}.5`,
        minTempC: `${22 + (index % 3)}.5`,
        maxTempC: `${30 + (house % 2)}.0`,
        humidityPercent: `${55 + (index % 20)}.0`,
      },
      weighing: { sampleSize: 50, averageWeightG: `${1_500 + house * 10 + index}.5` },
    })),
  };
}

/** Refuses an answer that does not hold every record the round sent. */
export function checkAnswer(round: DailyRoundInput, answer: DailyRoundResult): void {
  const houses = answer.houses ?? [];
  const complete =
    houses.length === round.houses.length &&
    houses.every(
      (house, index) =>
        house.flockId === round.houses[index]?.flockId &&
        house.deaths.length === (round.houses[index]?.deaths?.length ?? 0) &&
        house.feed.length === (round.houses[index]?.feed?.length ?? 0) &&
        house.reading !== null &&
        house.weighing !== null,
    );
  if (!complete) {
    throw new Error(`The round of ${round.date} was answered without all its records.`);
  }
}

/** Keys that differ between two farms' rounds by nature: ids, stamps, names. */
const ownKeys = new Set([
  'id',
  'roundId',
  'farmId',
  'farmName',
  'flockId',
  'flockName',
  'createdAt',
  'updatedAt',
]);

/** The answer without what necessarily differs between the server's farm and the floor's. */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !ownKeys.has(key))
      .map(([key, item]) => [key, comparable(item)]),
  );
}
