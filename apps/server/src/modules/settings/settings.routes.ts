import { appSettingsPatchSchema, appSettingsSchema, authRoles } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../records/audit-log.ts';
import { readAppSettings, saveAppSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/settings',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['settings'],
        summary: 'Installation settings',
        security: [{ bearerAuth: [] }],
        response: { 200: appSettingsSchema },
      },
    },
    async () => readAppSettings(db),
  );
  app.patch(
    '/settings',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['settings'],
        summary: 'Change installation settings',
        security: [{ bearerAuth: [] }],
        body: appSettingsPatchSchema,
        response: { 200: appSettingsSchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const before = await readAppSettings(tx);
        const after = await saveAppSettings(tx, request.body);
        await writeAudit(tx, {
          userId: request.user?.id ?? null,
          action: 'update',
          entity: 'settings',
          entityId: 'installation',
          before,
          after,
        });
        return after;
      }),
  );
};
