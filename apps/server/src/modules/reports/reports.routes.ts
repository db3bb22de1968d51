import {
  authRoles,
  closingSheetQuerySchema,
  farmPeriodQuerySchema,
  farmPeriodReportSchema,
  problemDetailsSchema,
  recordId,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { farmsArea } from '../farms/farms.area.ts';
import { flockDaily } from '../figures/flock-daily.service.ts';
import { flockSummary } from '../figures/flock-summary.service.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { closingSheetDocument } from './closing-sheet.ts';
import { farmPeriodDocument } from './farm-period-document.ts';
import { farmPeriodReport } from './farm-period.service.ts';
import { fileNamePart, sendReport } from './report-file.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
import { moneyFor, seesMoney } from '../../records/money-view.ts';

const problems = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  404: problemDetailsSchema,
};

/** Reports as files (PDF, Excel, CSV) built from the figures the API answers; money for admins. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/reports/flocks/:id/closing-sheet',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['Reports'],
        summary:
          "A flock's closing sheet as PDF, Excel or CSV (provisional while the flock is active)",
        description:
          'The figures of GET /api/flocks/:id/summary; costs and profit for admins only. ' +
          'CSV is UTF-8 with a byte-order mark, numbers with a dot and no thousands separators.',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: recordId('Not a flock id') }),
        querystring: closingSheetQuerySchema,
        response: {
          200: z.unknown().describe('The file: application/pdf, an xlsx workbook or text/csv'),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const flock = await flocksArea.get(db, request.params.id, await farmAccessOf(db, request));
      if (!flock) throw new ProblemError(404, { detail: 'No flock with this id.' });
      const summary = moneyFor(request, await flockSummary(db, flock, seesMoney(request)));
      const daily = await flockDaily(db, flock, false);
      const { currency } = await readAppSettings(db);
      return sendReport(
        reply,
        closingSheetDocument(flock, summary, daily, currency),
        request.query.format,
        `closing-sheet-${flock.handle}`,
      );
    },
  );

  app.get(
    '/reports/farms/:farmId/period',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['Reports'],
        summary: "A farm's figures between two dates, as JSON, PDF, Excel or CSV",
        description:
          'Flocks alive in the period with their figures, the totals of the period and, for ' +
          'admins, its money. At most 366 days; the files show exactly the JSON figures.',
        security: [{ bearerAuth: [] }],
        params: z.object({ farmId: recordId('Not a farm id') }),
        querystring: farmPeriodQuerySchema,
        response: { 200: farmPeriodReportSchema, ...problems },
      },
    },
    async (request, reply) => {
      const farm = await farmsArea.get(db, request.params.farmId, await farmAccessOf(db, request));
      if (!farm) throw new ProblemError(404, { detail: 'No farm with this id.' });
      const { from, to, format } = request.query;
      const report = moneyFor(
        request,
        await farmPeriodReport(db, farm, from, to, seesMoney(request)),
      );
      if (format === 'json') return report;
      const name = `farm-report-${fileNamePart(farm.name, fileNamePart(farm.code, 'farm'))}-${from}-${to}`;
      return sendReport(reply, farmPeriodDocument(report), format, name);
    },
  );
};
