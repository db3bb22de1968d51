import {
  acceptInvitationInputSchema,
  authResultSchema,
  invitationStatusSchema,
  peopleMessages,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseInvalid } from '../auth/auth.routes.ts';
import type { UsersService } from './users.service.ts';

const tags = ['auth'];

/** The invitation page's calls: open to anyone holding an invitation's token. */
export const invitationRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.post(
    '/auth/invitation',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'What an invitation is for (email, role), or why it cannot be used',
        description: '400 at `token` for an unknown, used or expired invitation.',
        body: z.object({ token: z.string().min(1, peopleMessages.invitationInvalid).max(200) }),
        response: { 200: invitationStatusSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      return users.invitationStatus(request.body.token);
    },
  );

  app.post(
    '/auth/invitation/accept',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Accept an invitation: choose name and password, and sign in',
        description:
          'The account gets the role and farms of the invitation. The link works once and for ' +
          '7 days: 400 at `token` otherwise.',
        body: acceptInvitationInputSchema,
        response: { 200: authResultSchema },
      },
    },
    async (request) => {
      refuseInvalid(request);
      return app.authService.result(await users.acceptInvitation(request.body));
    },
  );
};
