import type { Programme, ProgrammeInput, programmeInputSchema } from '@flockbook/contracts';
import { flocks, vaccinationProgrammeItems, vaccinationProgrammes } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { writeAudit } from '../../records/audit-log.ts';
import { recordNotFound, staleVersion } from '../../records/record-writes.ts';

type Input = z.infer<typeof programmeInputSchema>;
type Patch = Partial<Input>;

const ENTITY = 'vaccination programme';
const followingSql = sql<number>`(select count(*)::int from flocks f where f.programme_id = "vaccination_programmes"."id")`;

/** Every programme (by name) with its items (by day of age), or the one of `id`. */
export async function readProgrammes(db: Database, id?: string): Promise<Programme[]> {
  const rows = await db
    .select({
      id: vaccinationProgrammes.id,
      createdAt: vaccinationProgrammes.createdAt,
      updatedAt: vaccinationProgrammes.updatedAt,
      createdBy: vaccinationProgrammes.createdBy,
      version: vaccinationProgrammes.version,
      name: vaccinationProgrammes.name,
      flockType: vaccinationProgrammes.flockType,
      breeds: vaccinationProgrammes.breeds,
      notes: vaccinationProgrammes.notes,
      flocksFollowing: followingSql,
    })
    .from(vaccinationProgrammes)
    .where(id ? eq(vaccinationProgrammes.id, id) : undefined)
    .orderBy(sql`lower(${vaccinationProgrammes.name})`, asc(vaccinationProgrammes.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(vaccinationProgrammeItems)
    .where(
      inArray(
        vaccinationProgrammeItems.programmeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(vaccinationProgrammeItems.dayOfAge), asc(vaccinationProgrammeItems.position));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    flockType: row.flockType as Programme['flockType'],
    items: items
      .filter((item) => item.programmeId === row.id)
      .map(({ programmeId: _programme, position: _position, ...item }) => ({
        ...item,
        kind: item.kind as Programme['items'][number]['kind'],
        method: item.method as Programme['items'][number]['method'],
      })),
  }));
}

export async function readProgramme(db: Database, id: string): Promise<Programme> {
  const [programme] = await readProgrammes(db, id);
  if (!programme) throw recordNotFound(ENTITY);
  return programme;
}

async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${vaccinationProgrammes.name}) = lower(${name})`;
  const rows = await db
    .select({ id: vaccinationProgrammes.id })
    .from(vaccinationProgrammes)
    .where(exceptId ? and(same, sql`${vaccinationProgrammes.id} <> ${exceptId}`) : same);
  if (rows.length > 0) {
    throw new ProblemError(409, { errors: { name: `A programme named ${name} exists already` } });
  }
}

/**
 * Writes the items of a programme as given: an item with the id of one of its items keeps
 * that id (and the medicine uses that gave it), the others are new, and items left out go.
 */
async function writeItems(
  db: Database,
  programmeId: string,
  items: Input['items'],
  kept: readonly string[],
): Promise<void> {
  items.forEach((item, index) => {
    if (item.id && !kept.includes(item.id)) {
      throw new ProblemError(400, {
        errors: { [`items.${index}.id`]: 'Not an item of this programme' },
      });
    }
  });
  const keep = items.flatMap((item) => (item.id ? [item.id] : []));
  await db
    .delete(vaccinationProgrammeItems)
    .where(
      keep.length > 0
        ? and(
            eq(vaccinationProgrammeItems.programmeId, programmeId),
            notInArray(vaccinationProgrammeItems.id, keep),
          )
        : eq(vaccinationProgrammeItems.programmeId, programmeId),
    );
  for (const [position, { id, ...item }] of items.entries()) {
    const values = { ...item, programmeId, position };
    if (id) {
      await db
        .update(vaccinationProgrammeItems)
        .set(values)
        .where(eq(vaccinationProgrammeItems.id, id));
    } else {
      await db.insert(vaccinationProgrammeItems).values(values);
    }
  }
}

/** A flock following the programme must stay of its type and breeds. */
async function assertFlocksStillFit(db: Database, programme: Programme, patch: Patch) {
  const type = patch.flockType ?? programme.flockType;
  const breeds = patch.breeds ?? programme.breeds;
  const rows = await db
    .select({ name: flocks.name, type: flocks.type, breed: flocks.breed })
    .from(flocks)
    .where(eq(flocks.programmeId, programme.id));
  const misfit = rows.find(
    (flock) => flock.type !== type || (breeds.length > 0 && !breeds.includes(flock.breed)),
  );
  if (misfit) {
    const field = misfit.type !== type ? 'flockType' : 'breeds';
    throw new ProblemError(400, {
      errors: {
        [field]: `Flock ${misfit.name} (${misfit.breed}, ${misfit.type}) follows this programme`,
      },
    });
  }
}

export async function createProgramme(
  db: Database,
  input: ProgrammeInput & Input,
  userId: string,
): Promise<Programme> {
  await assertNameFree(db, input.name);
  const { items, ...fields } = input;
  const [row] = await db
    .insert(vaccinationProgrammes)
    .values({ ...fields, createdBy: userId })
    .returning({ id: vaccinationProgrammes.id });
  const id = String(row?.id);
  await writeItems(db, id, items, []);
  const after = await readProgramme(db, id);
  await writeAudit(db, {
    userId,
    action: 'create',
    entity: ENTITY,
    entityId: id,
    before: null,
    after,
  });
  return after;
}

export async function updateProgramme(
  db: Database,
  id: string,
  version: number,
  patch: Patch,
  userId: string,
): Promise<Programme> {
  const [locked] = await db
    .select({ id: vaccinationProgrammes.id })
    .from(vaccinationProgrammes)
    .where(eq(vaccinationProgrammes.id, id))
    .for('update');
  if (!locked) throw recordNotFound(ENTITY);
  const before = await readProgramme(db, id);
  if (before.version !== version) throw staleVersion(ENTITY, before);
  if (patch.name !== undefined) await assertNameFree(db, patch.name, id);
  await assertFlocksStillFit(db, before, patch);
  const { items, ...fields } = patch;
  await db
    .update(vaccinationProgrammes)
    .set({ ...fields, version: sql`${vaccinationProgrammes.version} + 1`, updatedAt: sql`now()` })
    .where(eq(vaccinationProgrammes.id, id));
  if (items) {
    await writeItems(
      db,
      id,
      items,
      before.items.map((item) => item.id),
    );
  }
  const after = await readProgramme(db, id);
  await writeAudit(db, { userId, action: 'update', entity: ENTITY, entityId: id, before, after });
  return after;
}

export async function deleteProgramme(db: Database, id: string, userId: string): Promise<void> {
  const before = await readProgramme(db, id);
  if (before.flocksFollowing > 0) {
    const flocksText = `${before.flocksFollowing} flock${before.flocksFollowing === 1 ? '' : 's'}`;
    throw new ProblemError(409, {
      detail: `${flocksText} follow ${before.name}, so it cannot be deleted. Give them another programme first.`,
    });
  }
  await db.delete(vaccinationProgrammes).where(eq(vaccinationProgrammes.id, id));
  await writeAudit(db, {
    userId,
    action: 'delete',
    entity: ENTITY,
    entityId: id,
    before,
    after: null,
  });
}

/** A flock takes a programme of its type and, when the programme names breeds, of one of them. */
export async function assertProgrammeFits(
  db: Database,
  programmeId: string | null | undefined,
  flock: { type: string; breed: string },
): Promise<void> {
  if (!programmeId) return;
  const rows = await db
    .select({
      name: vaccinationProgrammes.name,
      flockType: vaccinationProgrammes.flockType,
      breeds: vaccinationProgrammes.breeds,
    })
    .from(vaccinationProgrammes)
    .where(eq(vaccinationProgrammes.id, programmeId));
  const programme = rows[0];
  if (!programme) {
    throw new ProblemError(400, { errors: { programmeId: 'Choose an existing programme' } });
  }
  if (programme.flockType !== flock.type) {
    throw new ProblemError(400, {
      errors: { programmeId: `${programme.name} is for ${programme.flockType} flocks` },
    });
  }
  if (programme.breeds.length > 0 && !programme.breeds.includes(flock.breed)) {
    throw new ProblemError(400, {
      errors: { programmeId: `${programme.name} is for ${programme.breeds.join(', ')}` },
    });
  }
}
