import type { DailyRound, DailyRoundInput } from '@flockbook/contracts';

/**
 * The daily round's form as typed: text per field, each part keeping the id and version of
 * the record the day already holds, so a changed value edits that record and an unchanged one
 * is not sent. Pure functions: the screen, the outbox's reopened rounds and tests share them.
 */
/** `confirmUnusual`: the user confirmed values the server found unusual (sent with them). */
type Edit = { id?: string; version?: number; confirmUnusual?: boolean };
export type DeathLine = Edit & { cause: string; count: string };
export type FeedLine = Edit & { feedType: string; quantityKg: string };
export type ReadingPart = Edit & {
  waterLitres: string;
  minTempC: string;
  maxTempC: string;
  humidityPercent: string;
};
export type EggsPart = Edit & { eggs: string; broken: string };
export type WeighingPart = Edit & { sampleSize: string; averageWeightG: string };

export type HouseForm = {
  flockId: string;
  deaths: DeathLine[];
  feed: FeedLine[];
  reading: ReadingPart;
  eggs: EggsPart;
  weighing: WeighingPart;
};
export type RoundForm = { farmId: string; date: string; houses: HouseForm[] };

/** Field path -> message, paths as the form names them (`houses.0.feed.1.quantityKg`). */
export type RoundErrors = Record<string, string>;

type RoundHouse = DailyRound['houses'][number];
type Recorded = NonNullable<RoundHouse['recorded']>;

/** A stored value as typed: "410.500" reads "410.5", "820.0" reads "820". */
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/\.(\d*?)0+$/, '.$1')
        .replace(/\.$/, '');

export const DEFAULT_CAUSE = 'unknown';

/** The feed type a house most likely gets: what it got that day, or the day before. */
export function usualFeedType(today: Recorded | null, yesterday: Recorded | null): string {
  return today?.feed[0]?.feedType ?? yesterday?.feed[0]?.feedType ?? '';
}

const emptyDeath = (): DeathLine => ({ cause: DEFAULT_CAUSE, count: '' });
const emptyFeed = (feedType = ''): FeedLine => ({ feedType, quantityKg: '' });

/** A house's form from what the day holds (a blank line to fill where it holds nothing). */
export function houseFormOf(house: RoundHouse, yesterday: RoundHouse | undefined): HouseForm {
  const recorded = house.recorded;
  const reading = recorded?.reading;
  const eggs = recorded?.eggs[0];
  const weighing = recorded?.weighings[0];
  const deaths = (recorded?.deaths ?? []).map((death) => ({
    id: death.id,
    version: death.version,
    cause: death.cause,
    count: text(death.count),
  }));
  const feed = (recorded?.feed ?? []).map((use) => ({
    id: use.id,
    version: use.version,
    feedType: use.feedType,
    quantityKg: text(use.quantityKg),
  }));
  return {
    flockId: house.flock?.id ?? '',
    deaths: deaths.length > 0 ? deaths : [emptyDeath()],
    feed:
      feed.length > 0 ? feed : [emptyFeed(usualFeedType(recorded, yesterday?.recorded ?? null))],
    reading: reading
      ? {
          id: reading.id,
          version: reading.version,
          waterLitres: text(reading.waterLitres),
          minTempC: text(reading.minTempC),
          maxTempC: text(reading.maxTempC),
          humidityPercent: text(reading.humidityPercent),
        }
      : { waterLitres: '', minTempC: '', maxTempC: '', humidityPercent: '' },
    eggs: eggs
      ? { id: eggs.id, version: eggs.version, eggs: text(eggs.eggs), broken: text(eggs.broken) }
      : { eggs: '', broken: '' },
    weighing: weighing
      ? {
          id: weighing.id,
          version: weighing.version,
          sampleSize: text(weighing.sampleSize),
          averageWeightG: text(weighing.averageWeightG),
        }
      : { sampleSize: '', averageWeightG: '' },
  };
}

/** The round's form from the day's answer; houses standing empty get no form. */
export function roundFormOf(round: DailyRound, yesterday: DailyRound | undefined): RoundForm {
  const before = (flockId: string) =>
    yesterday?.houses.find((house) => house.flock?.id === flockId);
  return {
    farmId: round.farmId,
    date: round.date,
    houses: round.houses.map((house) => houseFormOf(house, before(house.flock?.id ?? ''))),
  };
}

type Part = 'reading' | 'eggs' | 'weighing';
const PART_FIELDS = {
  reading: ['waterLitres', 'minTempC', 'maxTempC', 'humidityPercent'],
  eggs: ['eggs', 'broken'],
  weighing: ['sampleSize', 'averageWeightG'],
} as const satisfies Record<Part, readonly string[]>;

const trimmed = (value: string) => value.trim();
const filled = (values: readonly string[]) => values.some((value) => trimmed(value) !== '');

/** Where each sent item came from, to lay the server's messages on the fields typed. */
export type SentMap = { house: number; deaths: number[]; feed: number[] }[];

type HouseInput = DailyRoundInput['houses'][number];

/** Values equal to the record's? Then the part is not sent again. */
function sameAs<T extends object>(now: T, before: T | undefined, keys: (keyof T)[]) {
  const value = (of: T, key: keyof T) => trimmed(String(of[key] ?? ''));
  return before !== undefined && keys.every((key) => value(now, key) === value(before, key));
}

/**
 * The request body of a round: per house, the parts filled in that are new or changed from
 * what `initial` (the form as first shown) held, each change with its record's id and version.
 * A house with nothing new is left out. Also answers where each sent line came from.
 */
export function roundBody(
  form: RoundForm,
  initial: RoundForm,
  roundId: string,
): { body: DailyRoundInput; sent: SentMap } {
  const houses: HouseInput[] = [];
  const sent: SentMap = [];
  form.houses.forEach((house, index) => {
    if (!house.flockId) return;
    const before = initial.houses[index];
    const input: HouseInput = { flockId: house.flockId };
    const origin = { house: index, deaths: [] as number[], feed: [] as number[] };
    const deaths: NonNullable<HouseInput['deaths']> = [];
    house.deaths.forEach((line, lineIndex) => {
      const old = before?.deaths.find((candidate) => line.id && candidate.id === line.id);
      if (!filled([line.count]) && !line.id) return;
      if (line.id && sameAs(line, old, ['cause', 'count'])) return;
      deaths.push({
        ...edit(line),
        cause: line.cause as never,
        count: trimmed(line.count) as never,
      });
      origin.deaths.push(lineIndex);
    });
    const feed: NonNullable<HouseInput['feed']> = [];
    house.feed.forEach((line, lineIndex) => {
      const old = before?.feed.find((candidate) => line.id && candidate.id === line.id);
      if (!filled([line.quantityKg]) && !line.id) return;
      if (line.id && sameAs(line, old, ['feedType', 'quantityKg'])) return;
      feed.push({
        ...edit(line),
        feedType: line.feedType as never,
        quantityKg: trimmed(line.quantityKg),
      });
      origin.feed.push(lineIndex);
    });
    if (deaths.length > 0) input.deaths = deaths;
    if (feed.length > 0) input.feed = feed;
    for (const part of ['reading', 'eggs', 'weighing'] as const) {
      const now = house[part] as unknown as Record<string, string> & Edit;
      const old = before?.[part] as unknown as (Record<string, string> & Edit) | undefined;
      const fields = PART_FIELDS[part];
      if (!filled(fields.map((field) => now[field] ?? '')) && !now.id) continue;
      if (now.id && sameAs(now, old, [...fields])) continue;
      const values = Object.fromEntries(
        fields
          .filter(
            (field) =>
              !(part === 'reading' && field === 'humidityPercent' && !trimmed(now[field] ?? '')),
          )
          .map((field) => [field, trimmed(now[field] ?? '')]),
      );
      (input as Record<string, unknown>)[part] = { ...edit(now), ...values };
    }
    if (Object.keys(input).length > 1) {
      houses.push(input);
      sent.push(origin);
    }
  });
  return { body: { roundId, farmId: form.farmId, date: form.date, houses }, sent };
}

function edit(line: Edit): Edit {
  return {
    ...(line.id ? { id: line.id, version: line.version } : {}),
    ...(line.confirmUnusual ? { confirmUnusual: true } : {}),
  };
}

/**
 * The server's messages (paths of the body sent) at the fields typed: `houses.2.feed.0.x` of
 * the body becomes the form's `houses.<house>.feed.<line>.x`. Messages of the round as a
 * whole (farm, date) keep their path.
 */
export function formErrorsOf(errors: Record<string, string>, sent: SentMap): RoundErrors {
  const mapped: RoundErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [head, houseIndex, part, line, ...rest] = path.split('.');
    const origin = head === 'houses' ? sent[Number(houseIndex)] : undefined;
    if (!origin) {
      mapped[path] ??= message;
      continue;
    }
    const lines = part === 'deaths' || part === 'feed' ? origin[part] : undefined;
    const formLine = lines && line !== undefined ? lines[Number(line)] : undefined;
    const tail =
      lines && line !== undefined
        ? [part, String(formLine ?? line), ...rest]
        : [part, line, ...rest].filter((piece) => piece !== undefined);
    mapped[['houses', String(origin.house), ...tail].join('.')] ??= message;
  }
  return mapped;
}

/** Whether anything in the form differs from what it first showed. */
export function roundChanged(form: RoundForm, initial: RoundForm): boolean {
  return roundBody(form, initial, '').body.houses.length > 0;
}

type LinePart = 'deaths' | 'feed';
export type RoundPartName = LinePart | Part;
export type ChangedRecord = {
  path: string;
  part: RoundPartName;
  record: Record<string, string | number | boolean | undefined>;
};

/**
 * Lays a newer answer under a form being typed: records saved meanwhile take their place in
 * `initial` (so what the user typed is compared with them), the form's lines take their
 * versions (a save then replaces them knowingly), and records new to the form join it. Answers
 * each record that changed, for the screen to show.
 */
export function rebase(
  form: RoundForm,
  initial: RoundForm,
  fresh: RoundForm,
): { form: RoundForm; initial: RoundForm; changed: ChangedRecord[] } {
  const changed: ChangedRecord[] = [];
  const houses = form.houses.map((house, index) => {
    const now = fresh.houses[index];
    const before = initial.houses[index];
    if (!now || !before || now.flockId !== house.flockId) return { house, before: before ?? house };
    const nextHouse = { ...house };
    const nextBefore = { ...before };
    for (const part of ['deaths', 'feed'] as const) {
      const lines = [...house[part]] as (DeathLine | FeedLine)[];
      const beforeLines = [...before[part]] as (DeathLine | FeedLine)[];
      for (const record of now[part] as (DeathLine | FeedLine)[]) {
        if (!record.id) continue;
        const at = lines.findIndex((line) => line.id === record.id);
        if (at >= 0 && lines[at]?.version === record.version) continue;
        const lineIndex = at >= 0 ? at : lines.length;
        changed.push({ path: `houses.${index}.${part}.${lineIndex}`, part, record });
        if (at >= 0) lines[at] = { ...lines[at], version: record.version } as DeathLine | FeedLine;
        else lines.push(record);
        const beforeAt = beforeLines.findIndex((line) => line.id === record.id);
        if (beforeAt >= 0) beforeLines[beforeAt] = record;
        else beforeLines.push(record);
      }
      (nextHouse as Record<string, unknown>)[part] = lines;
      (nextBefore as Record<string, unknown>)[part] = beforeLines;
    }
    for (const part of ['reading', 'eggs', 'weighing'] as const) {
      const record = now[part];
      const mine = house[part];
      if (!record.id || (mine.id === record.id && mine.version === record.version)) continue;
      changed.push({ path: `houses.${index}.${part}`, part, record });
      (nextHouse as Record<string, unknown>)[part] = {
        ...mine,
        id: record.id,
        version: record.version,
      };
      (nextBefore as Record<string, unknown>)[part] = record;
    }
    return { house: nextHouse, before: nextBefore };
  });
  return {
    form: { ...form, houses: houses.map((entry) => entry.house) },
    initial: { ...initial, houses: houses.map((entry) => entry.before) },
    changed,
  };
}

/** Every value of a house's form by its path (`houses.0.reading.minTempC`). */
export function housePaths(house: HouseForm, index: number): Record<string, string> {
  const paths: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') paths[path] = value;
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(house, `houses.${index}`);
  return paths;
}

/**
 * The messages still standing after a house changed: those of the fields changed, and of the
 * parts or lines holding them, are taken back; the others stay until they are seen to.
 */
export function errorsAfterChange(
  errors: RoundErrors,
  index: number,
  before: HouseForm,
  after: HouseForm,
): RoundErrors {
  const old = housePaths(before, index);
  const now = housePaths(after, index);
  const touched = Object.keys({ ...old, ...now }).filter((path) => old[path] !== now[path]);
  const answered = (path: string) =>
    path.split('.').length >= 3 &&
    touched.some((field) => field === path || field.startsWith(`${path}.`));
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !answered(path)));
}
