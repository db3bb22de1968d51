import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { fieldOf, objectExample } from './schema-examples.ts';
import type { ExampleOptions } from './schema-examples.ts';

export type Caller = (
  method: string,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

const MAX_ALTERNATIVES = 8;
const squash = (text: string) => text.toLowerCase().replaceAll('-', '');
const pluralsOf = (kind: string) => {
  const word = squash(kind);
  return [word, `${word}s`, `${word}es`, word.replace(/y$/, 'ies')];
};

/** The create operations: `POST /api/<collection>` with a body, answering 201. */
export function createOperations(operations: Operation[]): Operation[] {
  return operations.filter(
    (op) =>
      op.method === 'POST' && op.body && op.pathParams.length === 0 && op.statuses.includes('201'),
  );
}

/**
 * One record of every kind the API creates, made as admin through the API with valid
 * examples of every field, references first. A kind is a collection (`flocks`, `farm` for
 * `farmId`) or, when no collection is named so, a choice of some collection's enum
 * (`supplierId` -> a party of kind `supplier`).
 */
export class RecordSeeds {
  private readonly ids = new Map<string, string>();
  private readonly pending = new Set<string>();
  private readonly others = new Map<string, string[]>();
  private lastRefusal = '';
  readonly refused: string[] = [];

  constructor(
    private readonly operations: Operation[],
    private readonly admin: Caller,
    private readonly money?: ExampleOptions['money'],
  ) {}

  /** Seeds every collection the API can create. */
  async seedAll(): Promise<void> {
    for (const op of createOperations(this.operations))
      await this.ensure(op.path.split('/').pop()!);
  }

  /** The seeded id for a kind, if one could be made. */
  idOf = (kind: string): string | undefined => this.ids.get(this.keyOf(kind) ?? kind);

  /** Every seeded id, by kind. */
  all(): ReadonlyMap<string, string> {
    return this.ids;
  }

  /** Forgets a kind's record (it was deleted), so the next use seeds a new one. */
  forget(kind: string): void {
    this.ids.delete(this.keyOf(kind) ?? kind);
  }

  /**
   * Other records of a kind, made on first ask: a fresh one, and one for each other choice
   * of each of its enum fields (a layer flock beside the broiler one, and so on).
   */
  async alternatives(kind: string): Promise<string[]> {
    const key = this.keyOf(kind);
    const creator = key && this.creatorOf(key);
    if (!key || !creator) return [];
    const known = this.others.get(key);
    if (known) return known;
    const ids: string[] = [];
    this.others.set(key, ids);
    const choices: Record<string, unknown>[] = [{}];
    for (const [name, property] of Object.entries(creator.op.body?.properties ?? {})) {
      if (name in creator.choice) continue;
      for (const value of property.enum?.slice(1) ?? []) choices.push({ [name]: value });
    }
    for (const choice of choices.slice(0, MAX_ALTERNATIVES)) {
      const id = await this.create(
        creator.op,
        creator.op.body!,
        { ...creator.choice, ...choice },
        this.idOf,
      );
      if (id) ids.push(id);
    }
    return ids;
  }

  /** Makes (or answers) the record of a kind. */
  async ensure(kind: string): Promise<string | undefined> {
    const key = this.keyOf(kind);
    if (!key) return undefined;
    const known = this.ids.get(key);
    if (known || this.pending.has(key)) return known;
    this.pending.add(key);
    const { op, choice } = this.creatorOf(key)!;
    const body = op.body!;
    const references = Object.entries(body.properties ?? {})
      .filter(([, property]) => fieldOf(property).kind === 'id')
      .map(([name]) => name.replace(/Id$/, ''));
    for (const reference of references) await this.ensure(reference);
    let id = await this.create(op, body, choice, this.idOf);
    // Refused with the seeded references: try other records of each (eggs need a layer flock).
    for (const reference of references) {
      for (const other of id ? [] : await this.alternatives(reference)) {
        const ids = (asked: string) => (asked === reference ? other : this.idOf(asked));
        id ??= await this.create(op, body, choice, ids);
      }
    }
    if (!id) this.refused.push(`${op.path}: ${this.lastRefusal}`);
    this.pending.delete(key);
    if (id) this.ids.set(key, id);
    return id;
  }

  private async create(
    op: Operation,
    body: JsonSchema,
    choice: Record<string, unknown>,
    ids: (kind: string) => string | undefined,
  ): Promise<string | undefined> {
    // All fields first (richer records); only the required ones when that is refused.
    for (const optional of [true, false]) {
      const payload = {
        ...objectExample(body, { ids, money: this.money, optional }),
        ...choice,
      };
      const response = await this.admin('POST', op.path, payload);
      const id = response.statusCode === 201 ? response.json<{ id?: string }>().id : undefined;
      if (id) return id;
      this.lastRefusal = `${response.statusCode} ${response.body.slice(0, 300)}`;
    }
    return undefined;
  }

  /** The key a kind is stored under: its collection path, or `enum:<choice>`. */
  private keyOf(kind: string): string | undefined {
    const direct = createOperations(this.operations).find((op) =>
      pluralsOf(kind).includes(squash(op.path.split('/').pop() ?? '')),
    );
    if (direct) return direct.path;
    return this.choiceOwner(kind) ? `enum:${kind}` : undefined;
  }

  private creatorOf(key: string): { op: Operation; choice: Record<string, unknown> } | undefined {
    if (!key.startsWith('enum:')) {
      const op = createOperations(this.operations).find((candidate) => candidate.path === key);
      return op && { op, choice: {} };
    }
    return this.choiceOwner(key.slice('enum:'.length));
  }

  private choiceOwner(choice: string) {
    for (const op of createOperations(this.operations)) {
      for (const [name, property] of Object.entries(op.body?.properties ?? {})) {
        if (property.enum?.includes(choice)) return { op, choice: { [name]: choice } };
      }
    }
    return undefined;
  }
}
