import { auditEntrySchema, auditQuerySchema, authRoles } from '@flockbook/contracts';
import { auditEntries, users } from '@flockbook/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The history of changes, newest first: of one record, one kind of record, or everything. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['audit'],
        summary: 'History of changes to farm records',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request) => {
      const { entity, entityId, limit } = request.query;
      const rows = await app.database.db
        .select({
          entry: auditEntries,
          userName: sql<string | null>`${users.data}->>'displayName'`,
        })
        .from(auditEntries)
        .leftJoin(users, eq(auditEntries.userId, users.id))
        .where(
          and(
            entity ? eq(auditEntries.entity, entity) : undefined,
            entityId ? eq(auditEntries.entityId, entityId) : undefined,
          ),
        )
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(limit);
      return rows.map(({ entry, userName }) => ({
        ...entry,
        action: entry.action as z.infer<typeof auditEntrySchema>['action'],
        at: entry.at.toISOString(),
        userName,
      }));
    },
  );
};
