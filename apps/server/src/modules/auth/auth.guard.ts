import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ROLES } from '@flockbook/contracts';
import { ProblemError } from '../../lib/problem.ts';
import type { UserRow } from './auth.repository.ts';
import { invalidAccessToken } from './auth.service.ts';
import type { AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the role guard on protected routes. */
    user: UserRow | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The roles each guard admits, so the API documentation can state them per operation. */
const admittedRoles = new WeakMap<object, readonly string[]>();

/** The roles a route's `onRequest` hooks admit, or undefined when no role guard protects it. */
export function rolesAdmittedBy(onRequest: unknown): readonly string[] | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const roles = typeof hook === 'function' ? admittedRoles.get(hook) : undefined;
    if (roles) return roles;
  }
  return undefined;
}

/**
 * A pre-handler admitting a signed-in user whose role is in `roles`, or any signed-in user
 * when `roles` is 'signed-in'. 401 without a valid token; 403 naming the role needed.
 */
export function createRoleGuard(service: AuthService) {
  return (roles: readonly string[] | 'signed-in'): onRequestAsyncHookHandler => {
    const guard: onRequestAsyncHookHandler = async (request) => {
      const user = await service.authenticate(bearerToken(request));
      if (!user) throw invalidAccessToken();
      if (roles !== 'signed-in' && !user.role.some((role) => roles.includes(role))) {
        const needed =
          roles.length === 1 ? `the ${roles[0]} role` : `one of the roles ${roles.join(', ')}`;
        throw new ProblemError(403, { detail: `This needs ${needed}.` });
      }
      request.user = user;
    };
    admittedRoles.set(guard, roles === 'signed-in' ? ROLES : roles);
    return guard;
  };
}
