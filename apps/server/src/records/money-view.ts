import { withoutMoney } from '@flockbook/contracts';
import type { FastifyRequest } from 'fastify';

/** Money is admins' business (farm-domain roles): everyone else gets answers without it. */
export const seesMoney = (request: FastifyRequest): boolean =>
  request.user?.role.includes('admin') ?? false;

/** The answer as the requester may see it: whole for admins, without money for the rest. */
export const moneyFor = <T>(request: FastifyRequest, value: T): T =>
  seesMoney(request) ? value : withoutMoney(value);
