import { textFaultsIn } from '@flockbook/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// The marker fastify-type-provider-zod puts on its issues, so the error handler (and the
// auth calls' own answers) treat these exactly like schema failures.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The route schemas' validator, with the text rule in front of it: any string in the
 * params, query or body (at any depth, keys included) holding a control character or a
 * broken surrogate is refused at its field before anything reads it, on every route.
 */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const faults = textFaultsIn(data);
    if (faults.length === 0) return validate(data);
    return {
      error: faults.map(({ path, message }) => ({
        [ZOD_ISSUE]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#/text',
        message,
        params: {},
      })),
    } as unknown as ReturnType<typeof validate>;
  };
};
