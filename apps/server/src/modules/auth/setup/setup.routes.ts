import {
  authMessages,
  authResultSchema,
  setupInputSchema,
  setupStatusSchema,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseInvalid, throttled } from '../auth.routes.ts';
import { authError, refuseIfOver } from '../auth.service.ts';
import { throttleKey } from '../throttle.ts';
import type { Throttle } from '../throttle.ts';
import { FirstAdminRefused } from './first-admin.ts';
import type { FirstAdminService } from './first-admin.ts';

const tags = ['auth'];

const refusals = {
  'already-set-up': () => authError(409, { token: authMessages.alreadySetUp }),
  'link-invalid': () => authError(400, { token: authMessages.setupLinkInvalid }),
  'email-in-use': () => authError(409, { email: authMessages.emailInUse }),
} as const;

export type SetupRoutesOptions = { setup: FirstAdminService; throttle: Throttle };

/** The set-up page's calls: whether the first admin is still to be made, and making it. */
export const setupRoutes: FastifyPluginAsyncZod<SetupRoutesOptions> = async (
  app,
  { setup, throttle },
) => {
  app.get(
    '/auth/setup',
    {
      schema: {
        tags,
        summary: 'Whether the installation still waits for its first admin',
        response: { 200: setupStatusSchema },
      },
    },
    async () => ({ needed: await setup.needed() }),
  );

  app.post(
    '/auth/setup',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create the first admin with a set-up address and sign in',
        description:
          'The token is the one of the single-use set-up address the server prints at start ' +
          'while no admin exists (valid one hour). 400 for a bad, used or expired token, 409 ' +
          'once any admin exists (however many requests race, one admin is made). Throttled ' +
          'per address (429 with Retry-After).',
        body: setupInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request, reply) => {
      refuseInvalid(request);
      const { token, ...input } = request.body;
      if (!(await setup.needed())) throw refusals['already-set-up']();
      const key = throttleKey.setupAddress(request.ip);
      await throttled(reply, async () =>
        refuseIfOver(await throttle.take([{ rule: 'setupAddress', key }])),
      );
      try {
        return await app.authService.result(await setup.create(input, token));
      } catch (error) {
        if (error instanceof FirstAdminRefused) throw refusals[error.reason]();
        throw error;
      }
    },
  );
};
