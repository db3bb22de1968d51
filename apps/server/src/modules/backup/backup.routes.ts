import { authRoles, problemDetailsSchema } from '@flockbook/contracts';
import { BACKUP_KINDS, BackupError, backupFileName } from '@flockbook/db/backup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';

/** The whole installation's data as one file, for admins (README, "Backups"). */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backup',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['admin'],
        summary: 'Download a backup of the whole database',
        description:
          'Taken while the server serves: on the embedded database a gzipped tarball of its data ' +
          'folder (queries wait the few seconds it takes), on PostgreSQL pg_dump’s custom format. ' +
          '`npm run restore -- FILE` brings it back into an empty installation.',
        security: [{ bearerAuth: [] }],
        response: {
          200: z
            .unknown()
            .describe('The backup file: application/gzip or application/octet-stream'),
          401: problemDetailsSchema,
          403: problemDetailsSchema,
          503: problemDetailsSchema.describe('The backup cannot be taken (pg_dump missing)'),
        },
      },
    },
    async (request, reply) => {
      const backup = await app.database.backup().catch((error: unknown) => {
        if (error instanceof BackupError) throw new ProblemError(503, { detail: error.message });
        throw error;
      });
      const kind = BACKUP_KINDS[backup.driver];
      request.log.info(
        { userId: request.user?.id, bytes: backup.bytes.length },
        'database backup downloaded',
      );
      return reply
        .type(kind.contentType)
        .header('content-disposition', `attachment; filename="${backupFileName(backup.driver)}"`)
        .header('content-length', backup.bytes.length)
        .header('cache-control', 'no-store')
        .send(Buffer.from(backup.bytes.buffer, backup.bytes.byteOffset, backup.bytes.length));
    },
  );
};
