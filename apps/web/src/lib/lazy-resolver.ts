import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<
  TFieldValues extends FieldValues,
  TContext,
  TTransformedValues = TFieldValues,
> = {
  /** For `useForm`: each check waits until the rules are loaded, then runs them. */
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>;
  /** Starts loading the rules, once; call it as the person starts to use the form. */
  load: () => void;
};

/**
 * A react-hook-form resolver whose rules (a schema, and the library that runs it) are imported
 * when first needed, so a page with the form does not download them before the person uses it.
 *
 * A form with a resolver is checked as soon as it mounts, for `isValid`. That check does not
 * load anything: every check waits for the rules, and `isValid` keeps its starting value
 * (false) meanwhile. `load` starts the import: the form calls it on the first key, pointer press
 * or change inside it, and before filling in values itself; checks then run as they always
 * did. Once loaded, the rules stay for the rest of the visit. A failed import is reported and
 * tried again by the next `load`.
 */
export function lazyResolver<
  TFieldValues extends FieldValues,
  TContext,
  TTransformedValues = TFieldValues,
>(
  importRules: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  type Rules = Resolver<TFieldValues, TContext, TTransformedValues>;
  let rules: Rules | undefined;
  let loading = false;
  let rulesLoaded: (loaded: Rules) => void = () => undefined;
  const ready = new Promise<Rules>((resolve) => {
    rulesLoaded = resolve;
  });

  const load = () => {
    if (rules || loading) return;
    loading = true;
    importRules().then(
      (loaded) => {
        rules = loaded;
        rulesLoaded(loaded);
      },
      (error: unknown) => {
        loading = false;
        console.warn('The form could not load its checks; they load again on the next try.', error);
      },
    );
  };

  const resolver: Rules = async (values, context, options) =>
    (rules ?? (await ready))(values, context, options);

  return { resolver, load };
}
