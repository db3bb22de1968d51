import {
  authProvidersSchema,
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
import { z } from 'zod';
import { requestValidator } from '../../lib/request-validator.ts';
import { fieldErrorsOf } from '../../plugins/problem-details.ts';
import { bearerToken } from './auth.guard.ts';
import { authError, invalidAccessToken, TooManyAttempts } from './auth.service.ts';
import { GET_BODY_LIMIT_BYTES, readGetBody, refuseQueryCredentials } from './get-body.ts';
import { hostedSettingsOf, publicProviders } from './hosted/index.ts';

const tags = ['auth'];

/** The specification's form of the token check: `{ access_token }` in a GET body. */
const accessTokenBodySchema = z.object({
  access_token: z.string().max(GET_BODY_LIMIT_BYTES).optional(),
});

const GET_BODY_NOTE =
  'The specification sends this body with GET: a JSON body (Content-Type: application/json) ' +
  `of at most ${GET_BODY_LIMIT_BYTES / 1024} KB. Browsers cannot send a body with GET. ` +
  'Credentials in the query string are refused (400).';

/** Checks a body read by `readGetBody` as the route schemas check theirs, same messages. */
function checkedBody<T extends z.ZodType>(schema: T) {
  const validate = requestValidator({ schema, method: 'GET', url: '', httpPart: 'body' }) as (
    data: unknown,
  ) => { value?: z.infer<T>; error?: { instancePath: string; message?: string }[] };
  return (data: unknown): z.infer<T> => {
    const result = validate(data);
    if (result.error) throw authError(400, fieldErrorsOf(result.error));
    return result.value as z.infer<T>;
  };
}
const signInBody = checkedBody(signInInputSchema);
const accessTokenBody = checkedBody(accessTokenBodySchema);

/** Auth calls answer bad input in their own shape, `{ error: { field: message } }`. */
export function refuseInvalid(request: FastifyRequest): void {
  if (request.validationError) {
    throw authError(400, fieldErrorsOf(request.validationError.validation));
  }
}

/** Runs a throttled call, telling a refused client when to retry (Retry-After). */
export async function throttled<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
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
    '/auth',
    {
      onRequest: refuseQueryCredentials,
      preValidation: readGetBody(signInInputSchema),
      schema: {
        tags,
        summary: 'Sign in with email and password (GET form)',
        description:
          'The same call as POST /api/auth, with `{ email, password }` as its body: the same ' +
          `checks, messages, throttling and answers. ${GET_BODY_NOTE}`,
        response: { 200: authResultSchema },
      },
    },
    async (request, reply) => {
      const input = signInBody(request.body);
      return throttled(reply, () => service.signIn(input, request.ip));
    },
  );

  app.get(
    '/auth/access-token',
    {
      onRequest: refuseQueryCredentials,
      preValidation: readGetBody(accessTokenBodySchema),
      schema: {
        tags,
        summary: 'Check a token and get a fresh one',
        description:
          'The token goes as the bearer token, or as `access_token` in a JSON body (which wins ' +
          "when both are sent). Besides this server's access tokens, an ID token of a " +
          'configured hosted sign-in service (see /api/auth/providers) is accepted: the answer ' +
          'is its local user, created on first sign-in, with an access token of this server. ' +
          `401 for any other token. ${GET_BODY_NOTE}`,
        security: [{ bearerAuth: [] }],
        response: { 200: authResultSchema },
      },
    },
    async (request) => {
      const body = request.body === undefined ? {} : accessTokenBody(request.body);
      const user = await service.authenticate(body.access_token ?? bearerToken(request));
      if (!user) throw invalidAccessToken();
      return service.result(user);
    },
  );

  const providers = publicProviders(hostedSettingsOf(app.env));
  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'The hosted sign-in services offered, with their public client settings',
        description: 'null for a service this installation is not configured for.',
        response: { 200: authProvidersSchema },
      },
    },
    async () => providers,
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
