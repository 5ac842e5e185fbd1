import type { z } from 'zod';
import { ApiError } from './errors.ts';
import { classifyResponse, type Toast } from './outcome.ts';

export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  query?: QueryParams;
  body?: unknown;
  /** The answer's shape; a body that does not match is an error, never silently used. */
  schema: S;
  /**
   * `'session'` sends the current token, `false` sends none (guest endpoints), a string sends
   * that token (e.g. revoking the impersonator's main token on logout).
   */
  auth?: 'session' | false | string;
  /** false: no toasts for this call (the caller renders the outcome itself). */
  notify?: boolean;
  /** false: a 401 does not end the session (stopping an impersonation whose token expired). */
  signOutOn401?: boolean;
  signal?: AbortSignal;
}

/** What the client needs from the app, wired once at start-up so this module stays framework-free. */
export interface ClientHooks {
  getToken(): string | null;
  /** A 401 answered a request made with the current token: the session is over. */
  onSessionEnded(): void;
  onMaintenance(): void;
  notify(toast: Toast): void;
}

let hooks: ClientHooks = {
  getToken: () => null,
  onSessionEnded: () => {},
  onMaintenance: () => {},
  notify: () => {},
};

export function configureClient(next: ClientHooks) {
  hooks = next;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const {
    method = 'GET',
    query,
    body,
    schema,
    auth = 'session',
    notify = true,
    signOutOn401 = true,
    signal,
  } = options;
  const token = auth === 'session' ? hooks.getToken() : auth || null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(0, 'The server could not be reached.');
    if (notify) hooks.notify({ tone: 'error', message: error.message });
    throw error;
  }

  const payload = await readBody(response);
  return settleAnswer(response.status, payload, { method, path, schema, token, notify, signOutOn401 });
}

/** What every transport does with an answer: SPEC §8 toasts, session end, schema check. */
function settleAnswer<S extends z.ZodType>(
  status: number,
  payload: unknown,
  call: {
    method: string;
    path: string;
    schema: S;
    token: string | null;
    notify: boolean;
    signOutOn401: boolean;
  },
): z.output<S> {
  const { method, path, schema, token, notify, signOutOn401 } = call;
  const outcome = classifyResponse(status, payload);

  if (outcome.kind === 'success') {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
      throw new ApiError(status, 'The server sent an answer this app does not understand.');
    }
    if (notify && outcome.toast) hooks.notify(outcome.toast);
    return parsed.data;
  }

  if (outcome.maintenance) hooks.onMaintenance();
  // Only the session that made the call can be ended by its 401: a late answer for an older
  // token, or a guest call, must not sign out whoever is signed in now.
  const endsSession = outcome.signOut && signOutOn401 && token !== null && token === hooks.getToken();
  if (endsSession) hooks.onSessionEnded();
  if (notify && outcome.toast) hooks.notify(outcome.toast);
  // A status the server gave no reason for is said in plain words, never as its number.
  throw new ApiError(status, outcome.message ?? 'Something went wrong. Please try again.', {
    fieldErrors: outcome.fieldErrors,
    swallowed: !outcome.propagate,
    body: payload,
    currentVersion: outcome.currentVersion,
  });
}

export interface UploadOptions<S extends z.ZodType> {
  /** The multipart body (a `file` part and text fields). */
  form: FormData;
  schema: S;
  /** Called with 0..1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  /** false: no toasts for this call (the caller renders the outcome itself). */
  notify?: boolean;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress, which fetch cannot report. Answers are handled exactly
 * as `apiRequest` handles them. An aborted upload rejects with an `AbortError`.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  options: UploadOptions<S>,
): Promise<z.output<S>> {
  const { form, schema, onProgress, notify = true, signal } = options;
  const token = hooks.getToken();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      try {
        resolve(
          settleAnswer(xhr.status, payload, {
            method: 'POST',
            path,
            schema,
            token,
            notify,
            signOutOn401: true,
          }),
        );
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      const error = new ApiError(0, 'The server could not be reached.');
      if (notify) hooks.notify({ tone: 'error', message: error.message });
      reject(error);
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
