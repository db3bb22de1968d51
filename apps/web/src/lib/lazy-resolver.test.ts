import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: undefined } as ResolverOptions<Values>;

/** Rules that take an email of at least 4 characters. */
const rules: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.email.length >= 4) return { values, errors: {} };
  return {
    values: {},
    errors: { email: { type: 'too_small', message: 'Min character length is 4' } },
  };
};

/** Lets pending promises (an import, a waiting check) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('lazyResolver', () => {
  it('imports nothing until it is asked to load, and its checks wait for the rules', async () => {
    const importRules = vi.fn(async () => rules);
    const { resolver, load } = lazyResolver(importRules);

    let answer: Awaited<ReturnType<Resolver<FieldValues>>> | undefined;
    void Promise.resolve(resolver({ email: 'ab' }, undefined, options)).then((result) => {
      answer = result;
    });
    await settle();
    expect(importRules).not.toHaveBeenCalled();
    expect(answer).toBeUndefined();

    load();
    await settle();
    expect(importRules).toHaveBeenCalledTimes(1);
    expect(answer?.errors).toEqual({
      email: { type: 'too_small', message: 'Min character length is 4' },
    });
  });

  it('loads once and then answers with the rules', async () => {
    const importRules = vi.fn(async () => rules);
    const { resolver, load } = lazyResolver(importRules);
    load();
    load();
    await settle();
    load();

    expect(await resolver({ email: 'admin@example.com' }, undefined, options)).toEqual({
      values: { email: 'admin@example.com' },
      errors: {},
    });
    expect(importRules).toHaveBeenCalledTimes(1);
  });

  it('reports a failed import and tries again on the next load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importRules = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules);
    const { resolver, load } = lazyResolver(importRules);
    const answer = resolver({ email: 'abcd' }, undefined, options);

    load();
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);

    load();
    expect(await answer).toEqual({ values: { email: 'abcd' }, errors: {} });
    expect(importRules).toHaveBeenCalledTimes(2);
  });
});
