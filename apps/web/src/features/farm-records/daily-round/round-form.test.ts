import type { DailyRound } from '@flockbook/contracts';
import { describe, expect, it } from 'vitest';
import { errorsAfterChange, formErrorsOf, rebase, roundBody, roundFormOf } from './round-form.ts';

const meta = (id: string, version = 1) => ({
  id,
  version,
  createdAt: '2026-11-28T05:00:00Z',
  updatedAt: '2026-11-28T05:00:00Z',
  flockId: 'flock-a',
  flockName: 'A',
  farmId: 'farm',
  farmName: 'Farm',
  date: '2026-11-28',
  notes: '',
});
const flock = (id: string) => ({
  id,
  name: id,
  type: 'broiler' as const,
  breed: 'Ross 308',
  placedOn: '2026-11-18',
  ageDays: 10,
  birdsAlive: 5000,
  targetWeightG: 314,
  targetDailyIntakeG: 51,
});
const empty = () => ({ deaths: [], feed: [], reading: null, eggs: [], weighings: [] });

/** House 1 holds a death and a reading already; house 2 is empty; house 3 has nothing yet. */
const round = {
  farmId: 'farm',
  date: '2026-11-28',
  houses: [
    {
      house: { id: 'h1', name: 'House 1' },
      flock: flock('flock-a'),
      recorded: {
        ...empty(),
        deaths: [{ ...meta('death-1', 2), count: 3, cause: 'disease' }],
        reading: {
          ...meta('reading-1'),
          waterLitres: '820.0',
          minTempC: '26.0',
          maxTempC: '31.0',
          humidityPercent: null,
        },
      },
    },
    { house: { id: 'h2', name: 'House 2' }, flock: null, recorded: null },
    { house: { id: 'h3', name: 'House 3' }, flock: flock('flock-c'), recorded: empty() },
  ],
} as unknown as DailyRound;

const yesterday = {
  ...round,
  date: '2026-11-27',
  houses: [
    {
      ...round.houses[2],
      recorded: {
        ...empty(),
        feed: [{ ...meta('feed-0'), feedType: 'grower', quantityKg: '400' }],
      },
    },
  ],
} as unknown as DailyRound;

describe('the daily round form', () => {
  it('shows what the day holds as typed, and yesterday’s feed type on an empty feed line', () => {
    const form = roundFormOf(round, yesterday);
    expect(form.houses[0]?.deaths).toEqual([
      { id: 'death-1', version: 2, cause: 'disease', count: '3' },
    ]);
    expect(form.houses[0]?.reading).toMatchObject({ waterLitres: '820', minTempC: '26' });
    expect(form.houses[1]?.flockId).toBe('');
    expect(form.houses[2]?.feed).toEqual([{ feedType: 'grower', quantityKg: '' }]);
  });

  it('sends only what is new or changed, changes with their record’s id and version', () => {
    const initial = roundFormOf(round, yesterday);
    const form = structuredClone(initial);
    expect(roundBody(form, initial, 'r').body.houses).toEqual([]);

    form.houses[0]!.deaths[0]!.count = '4';
    form.houses[0]!.deaths.push({ cause: 'culled', count: '2' });
    form.houses[2]!.feed[0]!.quantityKg = ' 402.5 ';
    form.houses[2]!.reading = {
      waterLitres: '800',
      minTempC: '25',
      maxTempC: '30',
      humidityPercent: '',
    };
    const { body, sent } = roundBody(form, initial, 'round-1');
    expect(body).toEqual({
      roundId: 'round-1',
      farmId: 'farm',
      date: '2026-11-28',
      houses: [
        {
          flockId: 'flock-a',
          deaths: [
            { id: 'death-1', version: 2, cause: 'disease', count: '4' },
            { cause: 'culled', count: '2' },
          ],
        },
        {
          flockId: 'flock-c',
          feed: [{ feedType: 'grower', quantityKg: '402.5' }],
          reading: { waterLitres: '800', minTempC: '25', maxTempC: '30' },
        },
      ],
    });
    expect(sent).toEqual([
      { house: 0, deaths: [0, 1], feed: [] },
      { house: 2, deaths: [], feed: [0] },
    ]);
  });

  it('lays the server’s messages on the fields typed', () => {
    const sent = [
      { house: 0, deaths: [1], feed: [] },
      { house: 2, deaths: [], feed: [0, 2] },
    ];
    expect(
      formErrorsOf(
        {
          'houses.0.deaths.0.count': 'Only 40 birds alive',
          'houses.1.feed.1.quantityKg': 'Only 10 kg in stock',
          'houses.1.reading.minTempC': 'Too high',
          'houses.1.flockId': 'This flock is closed',
          date: 'The date cannot be in the future',
        },
        sent,
      ),
    ).toEqual({
      'houses.0.deaths.1.count': 'Only 40 birds alive',
      'houses.2.feed.2.quantityKg': 'Only 10 kg in stock',
      'houses.2.reading.minTempC': 'Too high',
      'houses.2.flockId': 'This flock is closed',
      date: 'The date cannot be in the future',
    });
  });

  it('takes back only the messages of what was changed', () => {
    const form = roundFormOf(round, yesterday);
    const before = form.houses[2]!;
    const after = { ...before, reading: { ...before.reading, minTempC: '24' } };
    const errors = {
      'houses.2.reading.minTempC': 'Too high',
      'houses.2.reading': 'One reading a day',
      'houses.2.feed.0.quantityKg': 'Only 10 kg in stock',
      'houses.0.deaths.0.count': 'Only 40 birds alive',
    };
    expect(errorsAfterChange(errors, 2, before, after)).toEqual({
      'houses.2.feed.0.quantityKg': 'Only 10 kg in stock',
      'houses.0.deaths.0.count': 'Only 40 birds alive',
    });
  });

  it('keeps what is typed under a newer answer, and names the records saved meanwhile', () => {
    const initial = roundFormOf(round, yesterday);
    const form = structuredClone(initial);
    form.houses[0]!.deaths[0]!.count = '6';
    const newer = structuredClone(round) as DailyRound;
    const recorded = newer.houses[0]!.recorded!;
    recorded.deaths[0] = { ...recorded.deaths[0]!, count: 5, version: 3 };
    recorded.feed.push({ ...meta('feed-9'), feedType: 'starter', quantityKg: '50.000' } as never);
    const fresh = roundFormOf(newer, yesterday);
    const rebased = rebase(form, initial, fresh);
    expect(rebased.form.houses[0]?.deaths[0]).toEqual({
      id: 'death-1',
      version: 3,
      cause: 'disease',
      count: '6',
    });
    expect(rebased.changed.map((change) => change.path)).toEqual([
      'houses.0.deaths.0',
      'houses.0.feed.1',
    ]);
    // Sent again, the typed value replaces the newer record with its new version.
    expect(roundBody(rebased.form, rebased.initial, 'r').body.houses[0]?.deaths).toEqual([
      { id: 'death-1', version: 3, cause: 'disease', count: '6' },
    ]);
  });
});
