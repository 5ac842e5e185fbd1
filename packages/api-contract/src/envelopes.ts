import { z } from 'zod';
import { INT32_MAX, recordId, wholeNumberText } from './inputs.ts';

/** Every API answer has one of these shapes (docs/api.md). */
export const itemEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listMeta = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  /**
   * Set on a list longer than its pages reach (`MAX_LIST_ROWS`): `total` is then the database's
   * estimate, not a count (counting 100,000 rows for each page shown would cost more than the page).
   */
  total_estimated: z.literal(true).optional(),
});
export type ListMeta = z.infer<typeof listMeta>;

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMeta });

export const actionResult = z.object({ success: z.literal(true), message: z.string() });
export type ActionResult = z.infer<typeof actionResult>;

/** 422 body: the first message of the first field is what the client toasts (SPEC §8). */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Query of every paginated list. */
export const pageQuery = z.object({
  page: wholeNumberText(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * How deep a list pages: its first 10,000 rows. The database walks every row before a page's
 * offset, so a page past them would cost more the longer the list (an agency may have 100,000
 * sites); the rows beyond are reached by searching, filtering or sorting the other way.
 */
export const MAX_LIST_ROWS = 10_000;

/** The last page a list answers at `perPage` rows a page. */
export const lastListPage = (perPage: number) => Math.max(1, Math.ceil(MAX_LIST_ROWS / perPage));

export const listTooDeepMessage = (perPage: number) =>
  `Lists show their first ${MAX_LIST_ROWS.toLocaleString('en-US')} rows: at ${perPage} a page, the last page is ${lastListPage(perPage)}. Search, filter or sort the other way to reach the rest.`;

/**
 * A list query refusing pages past the first `MAX_LIST_ROWS` rows (422 on `page`). Applied where
 * routes register (every query with `page` and `per_page`), so each list's own schema stays a
 * plain object the others extend and omit from.
 */
export function boundedListQuery<S extends z.ZodType>(schema: S): S {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape || !('page' in shape) || !('per_page' in shape)) return schema;
  return schema.superRefine((value, context) => {
    const { page, per_page: perPage } = value as { page?: unknown; per_page?: unknown };
    if (typeof page !== 'number' || typeof perPage !== 'number') return;
    if (page > lastListPage(perPage))
      context.addIssue({ code: 'custom', path: ['page'], message: listTooDeepMessage(perPage) });
  });
}

/** `{ id }`: the path of one record addressed by its own id (`/pages/{id}`, `/landings/{id}`). */
export const idParams = z.object({ id: recordId });

/** `{ id, [key] }`: the path of a record of a site or card (`/landings/{id}/forms/{formId}`). */
export function childParams<K extends string>(key: K) {
  const shape = { id: recordId, [key]: recordId } as { id: typeof recordId } & { [P in K]: typeof recordId };
  return z.object(shape);
}

/** A unique id in a path or body: what blog posts and pages are shared and imported by. */
export const uniqueIdInput = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, 'A unique id is at most 100 characters.');

/**
 * 409 body of every stale save (a design draft, site settings, page settings, a post's details):
 * the version the record has now, so the client can load it or save over it knowingly.
 */
export const staleVersionBody = z.object({ message: z.string(), current_version: z.number().int() });
export type StaleVersionBody = z.infer<typeof staleVersionBody>;

/**
 * The `settings_version` a settings save names: the one it was loaded with. A record's settings
 * have a version of their own, apart from its design's, so saving one never conflicts with the other.
 */
export const settingsVersionInput = z
  .number({ error: 'The settings version is required: reload and try again.' })
  .int()
  .positive()
  .max(INT32_MAX);
