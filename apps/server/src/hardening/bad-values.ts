import type { Field } from './schema-examples.ts';
import { today } from './schema-examples.ts';

/** A wrong value for one field; `refuse` marks values the API must never store. */
export type BadValue = { label: string; value: unknown; refuse: boolean };

/** Stands for "leave the field out". */
export const OMIT = Symbol('omit');

const bad = (label: string, value: unknown, refuse = true): BadValue => ({ label, value, refuse });
const maybe = (label: string, value: unknown): BadValue => bad(label, value, false);

export const HUGE_TEXT = 'x'.repeat(100_000);

/** Control characters and unpaired surrogates: text fields must refuse them. */
const UNSTORABLE_TEXT = [
  bad('NUL', 'a\u0000b'),
  bad('control U+0001', '\u0001'),
  bad('escape sequence', '\u001b[31mred'),
  bad('DEL', 'a\u007fb'),
  bad('lone high surrogate', 'a\ud800b'),
  bad('lone low surrogate', '\udfff'),
];

const ODD_TEXT = [
  maybe('blank', ''),
  maybe('spaces', '   '),
  maybe('markup', '<script>alert(1)</script>'),
  maybe('quote and SQL', "'; drop table farms; --"),
  maybe('emoji', 'ok \u{1F414}'),
  maybe('right-to-left override', '\u202egnp.exe'),
  bad('100 KB', HUGE_TEXT),
];

const WRONG_TYPES = [
  bad('number', 123),
  bad('boolean', true),
  bad('array', ['a']),
  bad('object', { a: 1 }),
];

/** Dates that do not exist, are out of any farm's range, or are not dates. */
const BAD_DATES = [
  bad('30 February', '2026-02-30'),
  bad('29 February of 2025', '2025-02-29'),
  bad('31 April', '2026-04-31'),
  bad('year 0', '0000-01-01'),
  bad('year 1', '0001-01-01'),
  bad('year 1999', '1999-12-31'),
  bad('year 9999', '9999-12-31', false),
  bad('month 13', '2026-13-01'),
  bad('day 0', '2026-01-00'),
  bad('one-digit parts', '2026-1-1'),
  bad('with a time', `${today()}T00:00:00Z`),
  bad('NUL after a date', `${today()}\u0000`),
  bad('word', 'today'),
];

const BAD_MONTHS = [
  bad('month 13', '2026-13'),
  bad('year 0', '0000-01'),
  bad('year 1', '0001-01'),
  bad('year 9999', '9999-12', false),
  bad('with a day', today()),
];

/** Numbers beyond every column, below zero, not numbers at all. */
const BAD_NUMBERS = [
  bad('2^31', 2 ** 31),
  bad('2^53', 2 ** 53),
  bad('1e20', 1e20),
  bad('1e308', 1e308),
  maybe('-1', -1),
  maybe('0', 0),
  maybe('-0', -0),
  maybe('1.5', 1.5),
  bad('text', 'abc'),
];

/** Decimal fields take numbers or strings: string forms the database may choke on. */
const BAD_DECIMALS = [
  ...BAD_NUMBERS,
  maybe('"0"', '0'),
  maybe('"-0"', '-0'),
  maybe('"-1"', '-1'),
  bad('"1e-400"', '1e-400'),
  bad('11-digit price', '12345678901'),
  bad('"99999999999.99"', '99999999999.99'),
  bad('"1e20"', '1e20'),
  maybe('"0.001"', '0.001'),
  bad('"NaN"', 'NaN'),
  bad('"Infinity"', 'Infinity'),
  bad('"0x10"', '0x10'),
  bad('"1,5"', '1,5'),
  bad('empty', ''),
  bad('400 digits', `1${'0'.repeat(400)}`),
];

const BAD_URLS = [
  bad('javascript: URL', 'javascript:alert(1)'),
  bad('data: HTML', 'data:text/html,<script>alert(1)</script>'),
  bad('not a URL', 'not a url'),
];

/** Bad values for one field, bounded to a few dozen; `valid` is its valid example. */
export function badValuesFor(field: Field, valid: unknown, required: boolean): BadValue[] {
  const values: BadValue[] = [];
  if (required) values.push(bad('missing', OMIT));
  // Some fields read null as "not given" (a default): only a 5xx or a silent refusal counts.
  if (!field.nullable) values.push(maybe('null', null));
  switch (field.kind) {
    case 'id':
      values.push(...badIds(typeof valid === 'string' ? valid : undefined), bad('number', 1));
      break;
    case 'date':
      values.push(...BAD_DATES, bad('number', 20260101));
      break;
    case 'month':
      values.push(...BAD_MONTHS, ...UNSTORABLE_TEXT.slice(0, 1));
      break;
    case 'email':
      values.push(
        bad('no at sign', 'sample.example.com'),
        ...UNSTORABLE_TEXT,
        bad('100 KB', HUGE_TEXT),
      );
      values.push(bad('number', 1));
      break;
    case 'url':
      values.push(...BAD_URLS, ...UNSTORABLE_TEXT, bad('100 KB', HUGE_TEXT), bad('number', 1));
      break;
    case 'text':
      values.push(...UNSTORABLE_TEXT, ...ODD_TEXT, ...WRONG_TYPES.slice(0, 2));
      if (field.schema.maxLength) {
        values.push(bad('one over the limit', 'x'.repeat(field.schema.maxLength + 1)));
      }
      break;
    case 'enum':
      values.push(bad('unknown choice', 'no-such-choice'), bad('NUL', '\u0000'), bad('number', 7));
      if (typeof valid === 'string') values.push(maybe('upper case', valid.toUpperCase()));
      break;
    case 'integer':
      values.push(...BAD_NUMBERS, maybe('numeric text', '12'), bad('2^31 - 1', 2 ** 31 - 1, false));
      break;
    case 'number':
      values.push(...BAD_NUMBERS);
      break;
    case 'decimal':
      values.push(...BAD_DECIMALS);
      break;
    case 'boolean':
      values.push(bad('text', 'true'), bad('number', 1));
      break;
    case 'object':
    case 'array':
      values.push(
        bad('text', 'abc'),
        bad('number', 1),
        bad(field.kind === 'array' ? 'object' : 'array', field.kind === 'array' ? {} : []),
      );
      if (field.kind === 'array')
        values.push(bad('10,000 items', Array(10_000).fill(HUGE_TEXT.slice(0, 10))));
      break;
    default:
      values.push(...WRONG_TYPES);
  }
  return values;
}

/** Wrong ids: upper case (must work as the same id), malformed, unknown, nil. */
export function badIds(valid: string | undefined): BadValue[] {
  const ids = [
    bad('malformed id', 'not-an-id'),
    bad('unknown id', '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'),
    bad('nil id', '00000000-0000-0000-0000-000000000000'),
    bad('max id', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    bad('NUL', '\u0000'),
    bad('100 KB', HUGE_TEXT),
  ];
  if (valid) ids.unshift(maybe('upper-case id', valid.toUpperCase()));
  return ids;
}
