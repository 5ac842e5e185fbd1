import {
  type EndpointDefinition,
  type EndpointInput,
  endpointPath,
  type SuccessSchema,
  successStatus,
} from '@tessera/api-contract';
import type { z } from 'zod';
import {
  API_BASE,
  apiRequest,
  apiUpload,
  type QueryParams,
  type RequestOptions,
  type UploadOptions,
} from './client.ts';
import { downloadFile } from './download.ts';

/**
 * The web's half of "every endpoint declared once" (packages/api-contract/src/endpoint.ts): a call
 * names the declaration, never a path. Its method, path, and the schema the answer is checked
 * against all come from it; what is sent is typed by its params, query and body.
 */

export type CallOptions = Omit<RequestOptions<z.ZodType>, 'method' | 'query' | 'body' | 'schema'>;

export function successSchemaOf<E extends EndpointDefinition>(endpoint: E): SuccessSchema<E> {
  return endpoint.responses[successStatus(endpoint)] as SuccessSchema<E>;
}

/** The path of a declared endpoint with its params filled in (for links and cache keys). */
export function pathOf<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): string {
  return endpointPath(endpoint, input.params as Record<string, unknown> | undefined);
}

/** The absolute URL of a declared endpoint on this origin (a websocket's, which `call` cannot make). */
export function urlOf<E extends EndpointDefinition>(endpoint: E, input: EndpointInput<E>): URL {
  return new URL(`${API_BASE}${pathOf(endpoint, input)}`, window.location.href);
}

/** Calls a declared endpoint with what it takes (`{}` when it takes nothing). */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<z.output<SuccessSchema<E>>> {
  return apiRequest(endpointPath(endpoint, input.params as Record<string, unknown> | undefined), {
    ...options,
    method: endpoint.method,
    // Query schemas take scalars; the client writes each as text.
    query: input.query as QueryParams | undefined,
    body: input.body,
    schema: successSchemaOf(endpoint),
  });
}

/** A multipart upload to a declared endpoint (`transport: 'multipart'`), with progress. */
export function upload<E extends EndpointDefinition>(
  endpoint: E,
  params: EndpointInput<E>['params'],
  options: Omit<UploadOptions<z.ZodType>, 'schema'>,
): Promise<z.output<SuccessSchema<E>>> {
  return apiUpload(endpointPath(endpoint, params as Record<string, unknown> | undefined), {
    ...options,
    schema: successSchemaOf(endpoint),
  });
}

/** Downloads what a declared file endpoint (`download: true`) answers, under the server's name. */
export function download<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
  fallback: { name: string; failure: string },
): Promise<void> {
  return downloadFile(
    endpointPath(endpoint, input.params as Record<string, unknown> | undefined),
    (input.query ?? {}) as QueryParams,
    fallback,
  );
}
