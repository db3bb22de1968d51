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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsOf } from '../../plugins/problem-details.ts';
import { bearerToken } from './auth.guard.ts';
import { authError, invalidAccessToken } from './auth.service.ts';

const tags = ['auth'];

/** Auth calls answer bad input in their own shape, `{ error: { field: message } }`. */
function refuseInvalid(request: FastifyRequest): void {
  if (request.validationError) {
    throw authError(400, fieldErrorsOf(request.validationError.validation));
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
        body: registerInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      return service.register(request.body);
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
          'Repeated failures for one email or one address are refused with 429 for a while.',
        body: signInInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      return service.signIn(request.body, request.ip);
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
        description: 'Answers the same whether or not the email has an account.',
        body: forgotPasswordInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      // Not awaited: the answer must not take longer when an account exists.
      service.forgotPassword(request.body.email).catch((error: unknown) => {
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
