import type { Role } from '@tessera/api-contract';
import type { AuthContext } from './caller.ts';

/**
 * Who may call an API route, as the access hook reads it: derived from the route's endpoint
 * declaration (`lib/endpoints.ts` `accessOf`). A route without one refuses to register, so no
 * endpoint is ever open by omission.
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'roles';
      roles: readonly Role[];
      /** Reachable even when SPEC §4 access blocking applies (profile, logout, subscription). */
      allowBlocked?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  // The access hook already refused anonymous calls; this narrows the type for handlers.
  if (!auth) throw new Error('requireAuth used on a public route');
  return auth;
}
