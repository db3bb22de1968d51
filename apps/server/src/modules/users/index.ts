import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invitationRoutes } from './invitation.routes.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** People: the admins' list, invitations, role, farm and access changes (after auth). */
export const usersModule = fp(async (app: FastifyInstance) => {
  const users = createUsersService({
    repository: createUsersRepository(app.database.db),
    auth: app.authService,
    mailer: app.mailer,
    publicUrl: () => app.publicUrl(),
  });
  await app.register(usersRoutes, { prefix: '/api', users });
  await app.register(invitationRoutes, { prefix: '/api', users });
});
