import {
  authRoles,
  invitationSentSchema,
  inviteInputSchema,
  messageSchema,
  peopleListSchema,
  personIdParamsSchema,
  personPatchSchema,
  personSchema,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidAccessToken } from '../auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** People: admins only, every change audited. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  const { db } = app.database;
  const admin = app.requireRole(authRoles.admin);

  app.get(
    '/users',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Everyone with an account: role, farms, state, last sign-in and how they sign in',
        description:
          '`from` is how the person signs in: `api` (email and password), `auth0` or `firebase`.',
        security,
        response: { 200: peopleListSchema },
      },
    },
    async () => users.list(),
  );

  app.post(
    '/users/invite',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Mail a person a single-use invitation link (valid 7 days)',
        description:
          'The person opens the link, chooses a name and password and is signed in with the ' +
          'role and farms given here. 409 when the email has an account; unknown farms are ' +
          'refused at `farmIds`.',
        security,
        body: inviteInputSchema,
        response: { 200: invitationSentSchema },
      },
    },
    async (request) => {
      if (!request.user) throw invalidAccessToken();
      return users.invite(request.body, request.user, db);
    },
  );

  app.patch(
    '/users/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Change a person's role, farms, or disable or enable them",
        description:
          'A disabled person is refused at once on every API process, their tokens included. ' +
          'The last active admin cannot be demoted or disabled (409).',
        security,
        params: personIdParamsSchema,
        body: personPatchSchema,
        response: { 200: personSchema },
      },
    },
    async (request) => {
      if (!request.user) throw invalidAccessToken();
      return users.change(request.params.id, request.body, request.user);
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Mail a person a password reset link (valid one hour)',
        description: 'Only for people who sign in with a Flockbook password (409 otherwise).',
        security,
        params: personIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!request.user) throw invalidAccessToken();
      await users.sendPasswordReset(request.params.id, request.user, db);
      return { message: 'A password reset link is on its way.' };
    },
  );
};
