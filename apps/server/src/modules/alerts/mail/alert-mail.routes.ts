import { alertMailPreferenceSchema, authRoles } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProblemError } from '../../../lib/problem.ts';
import { writeAudit } from '../../../records/audit-log.ts';
import { readAlertMail, saveAlertMail } from './alert-mail.preferences.ts';

/** The signed-in user's own choice of alerts by mail (their profile). */
export const alertMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = (user: { id: string; role: string[] } | null | undefined) => {
    if (!user) throw new ProblemError(401, { detail: 'Sign in first.' });
    return user;
  };
  app.get(
    '/alert-mail',
    {
      onRequest: app.requireRole(authRoles.user),
      schema: {
        tags: ['alerts'],
        summary: 'How I receive alerts by mail',
        description:
          'instant: each new alert once, as it appears; digest: the open alerts once a day at ' +
          "digestHour of the farm's day; none. Admins start with the digest, others with none.",
        security: [{ bearerAuth: [] }],
        response: { 200: alertMailPreferenceSchema },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      return readAlertMail(db, user.id, user.role);
    },
  );
  app.put(
    '/alert-mail',
    {
      onRequest: app.requireRole(authRoles.user),
      schema: {
        tags: ['alerts'],
        summary: 'Choose how I receive alerts by mail',
        security: [{ bearerAuth: [] }],
        body: alertMailPreferenceSchema,
        response: { 200: alertMailPreferenceSchema },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      return db.transaction(async (tx) => {
        const before = await readAlertMail(tx, user.id, user.role);
        const after = await saveAlertMail(tx, user.id, request.body);
        await writeAudit(tx, {
          userId: user.id,
          action: 'update',
          entity: 'alertMail',
          entityId: user.id,
          before,
          after,
        });
        return after;
      });
    },
  );
};
