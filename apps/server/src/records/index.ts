import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { deathsArea } from '../modules/deaths/deaths.area.ts';
import { eggCollectionsArea } from '../modules/egg-collections/egg-collections.area.ts';
import { farmsArea } from '../modules/farms/farms.area.ts';
import { flocksArea } from '../modules/flocks/flocks.area.ts';
import { weighingsArea } from '../modules/weighings/weighings.area.ts';
import { registerRecordRoutes } from './record-routes.ts';

/** The farm record areas, one line each, all under /api. */
export async function farmRecords(app: FastifyInstance): Promise<void> {
  registerRecordRoutes(app, farmsArea);
  registerRecordRoutes(app, flocksArea);
  registerRecordRoutes(app, deathsArea);
  registerRecordRoutes(app, weighingsArea);
  registerRecordRoutes(app, eggCollectionsArea);
  await app.register(auditRoutes);
}
