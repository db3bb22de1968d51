import { problemDetailsSchema } from '@flockbook/contracts';
import { describe, expect, it } from 'vitest';
import { readProblemDetails } from './problem-details.ts';

const problem = { type: 'about:blank', title: 'Invalid input', status: 422 };

/** Answers the reader must take or refuse exactly as the contract's schema does. */
const samples: unknown[] = [
  problem,
  { ...problem, detail: 'Some fields need attention.', instance: '/api/flocks' },
  { ...problem, errors: { name: 'Name is required', placedAt: 'Use a date in the past' } },
  { ...problem, errors: {} },
  { ...problem, extra: 'dropped', errors: { name: 'Required' } },
  { ...problem, status: 422.5 },
  { ...problem, status: '422' },
  { ...problem, status: 2 ** 60 },
  { ...problem, title: undefined },
  { type: 'about:blank', status: 500 },
  { ...problem, type: 1 },
  { ...problem, detail: null },
  { ...problem, detail: 12 },
  { ...problem, instance: false },
  { ...problem, errors: null },
  { ...problem, errors: ['Name is required'] },
  { ...problem, errors: { name: 1 } },
  { ...problem, errors: 'Name is required' },
  { ...problem, errors: { averageWeightG: 'Unusual' }, unusual: { averageWeightG: '190 g' } },
  { ...problem, unusual: { averageWeightG: 190 } },
  { error: { email: 'Check your email address' } },
  [problem],
  'Internal Server Error',
  null,
  undefined,
  42,
];

describe('readProblemDetails', () => {
  it('reads type, title, status, detail and field errors', () => {
    const body = { ...problem, detail: 'Check the fields.', errors: { name: 'Name is required' } };
    expect(readProblemDetails(body)).toEqual(body);
  });

  it('keeps only the members of problem details', () => {
    expect(readProblemDetails({ ...problem, extra: 'dropped', detail: 'Why' })).toStrictEqual({
      ...problem,
      detail: 'Why',
    });
  });

  it('refuses an answer that is not problem details', () => {
    expect(readProblemDetails({ error: { email: 'Check your email address' } })).toBeUndefined();
    expect(readProblemDetails({ ...problem, errors: { name: 1 } })).toBeUndefined();
    expect(readProblemDetails('Bad Gateway')).toBeUndefined();
  });

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'agrees with the contract on %s',
    (_, sample) => {
      const parsed = problemDetailsSchema.safeParse(sample);
      expect(readProblemDetails(sample)).toStrictEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
