import {
  boundedListQuery,
  type EndpointDefinition,
  paramsMismatch,
  type SuccessSchema,
  successStatus,
} from '@tessera/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { AuthContext } from './caller.ts';

/**
 * The server's half of "every endpoint declared once" (packages/api-contract/src/endpoint.ts):
 * `serve(app, endpoint, handler)` registers the handler at the declared method and path, with the
 * declared schemas checking what comes in and goes out and the declared access enforced before the
 * handler runs. The handler is typed from the declaration, so changing either side without the
 * other is a type error.
 */

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the checked inputs, the caller, and the raw request and reply. */
export interface EndpointCall<E extends EndpointDefinition> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** The caller: never null unless the endpoint is open to anyone. */
  auth: E['access']['roles'] extends 'anyone' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Returns the declared success answer, which is sent with the declared status; or the reply, when
 * the handler answered itself (a file download, a redirect).
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  call: EndpointCall<E>,
) => Promise<z.input<SuccessSchema<E>> | FastifyReply>;

/** Route options the declaration does not carry: rate limits, body limits. */
export interface ServeOptions {
  bodyLimit?: number;
  config?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (the access matrix reads its scope). */
    endpoint?: EndpointDefinition;
  }
}

/** The access hook's rule (app.ts `enforceAccess`) for a declaration's access. */
export function accessOf(endpoint: EndpointDefinition): Access {
  const { roles, allowBlocked } = endpoint.access;
  if (roles === 'anyone') return { kind: 'public' };
  return { kind: 'roles', roles, ...(allowBlocked ? { allowBlocked } : {}) };
}

/** The Fastify schema of a declaration: what the validator and serializer check. */
export function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  const takesJson = (endpoint.transport ?? 'json') === 'json';
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    // A list's query also refuses pages past its first MAX_LIST_ROWS rows.
    ...(endpoint.query ? { querystring: boundedListQuery(endpoint.query) } : {}),
    ...(endpoint.body && takesJson ? { body: endpoint.body } : {}),
    ...(endpoint.download ? {} : { response: endpoint.responses }),
  };
}

/**
 * The route options of a declaration, for the few routes registered another way (the realtime
 * websocket, whose handler takes a socket).
 */
export function routeOptionsOf(endpoint: EndpointDefinition, options: ServeOptions = {}) {
  return {
    schema: schemaOf(endpoint),
    config: { ...options.config, access: accessOf(endpoint), endpoint },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
  };
}

export function serve<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const status = successStatus(endpoint);
  const mismatch = paramsMismatch(endpoint);
  if (mismatch) throw new Error(mismatch);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...routeOptionsOf(endpoint, options),
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        // The access hook has refused anonymous callers of every endpoint not open to anyone.
        auth: request.auth,
        request,
        reply,
      } as EndpointCall<E>);
      if (answer === reply || reply.sent) return reply;
      return reply.status(status).send(status === 204 ? undefined : answer);
    },
  });
}
