import { z } from 'zod';
import { INT32_MAX, recordId, wholeNumberText } from './inputs.ts';

/** Every API answer has one of these shapes (docs/api.md). */
export const itemEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listMeta = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
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
