import {
  authResultSchema,
  forgotPasswordInputSchema,
  messageSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  userSchema,
  userUpdateInputSchema,
} from '@flockbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsOf } from '../../plugins/problem-details.ts';
import { bearerToken } from './auth.guard.ts';
import { authError, invalidAccessToken, TooManyAttempts } from './auth.service.ts';

const tags = ['auth'];

/** Auth calls answer bad input in their own shape, `{ error: { field: message } }`. */
function refuseInvalid(request: FastifyRequest): void {
  if (request.validationError) {
    throw authError(400, fieldErrorsOf(request.validationError.validation));
  }
}

/** Runs a throttled call, telling a refused client when to retry (Retry-After). */
async function throttled<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;

  app.post(
    '/auth/register',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Create an account and sign in',
        description: 'Throttled per address and per email (429 with Retry-After).',
        body: registerInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request, reply) => {
      refuseInvalid(request);
      return throttled(reply, () => service.register(request.body, request.ip));
    },
  );

  app.post(
    '/auth',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Repeated failures for one email from one address are refused with 429 (Retry-After) ' +
          'for a while; past many failures from one address only a correct password signs in.',
        body: signInInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request, reply) => {
      refuseInvalid(request);
      return throttled(reply, () => service.signIn(request.body, request.ip));
    },
  );

  app.get(
    '/auth/access-token',
    {
      schema: {
        tags,
        summary: 'Check a token and get a fresh one',
        security: [{ bearerAuth: [] }],
        response: { 200: authResultSchema },
      },
    },
    async (request) => {
      const user = await service.authenticate(bearerToken(request));
      if (!user) throw invalidAccessToken();
      return service.result(user);
    },
  );

  app.post(
    '/auth/user/update',
    {
      onRequest: app.requireRole('signed-in'),
      schema: {
        tags,
        summary: "Save the caller's own profile, settings and shortcuts",
        security: [{ bearerAuth: [] }],
        body: userUpdateInputSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw invalidAccessToken();
      return service.updateOwn(user, request.body.user.data);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a single-use reset link (valid one hour)',
        description:
          'Answers the same whether or not the email has an account. Throttled per address and ' +
          'per email (429 with Retry-After).',
        body: forgotPasswordInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const { mailing } = await throttled(reply, () =>
        service.requestPasswordReset(request.body.email, request.ip),
      );
      // Not awaited: the answer must not take longer when an account exists.
      mailing.catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset mail failed');
      });
      return { message: 'If an account exists for that email, a reset link is on its way.' };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Choose a new password with a reset link',
        body: resetPasswordInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      await service.resetPassword(request.body.token, request.body.password);
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );
};
