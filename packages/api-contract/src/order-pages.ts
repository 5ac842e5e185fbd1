import { z } from 'zod';
import { coursePlanRef } from './courses.ts';
import {
  designRecordEndpoints,
  documentRecordSchemas,
  editorDataEndpoint,
  previewLinkEndpoint,
  recordDescription,
  recordListQuery,
  recordName,
} from './design-records.ts';
import { idempotencyKey, saveDesignResponse } from './designs.ts';
import { itemEnvelope } from './envelopes.ts';
import { idField, versionField } from './inputs.ts';

/**
 * SPEC §1/§2/§7 admin order pages: the page a prospective agency orders one of the plans it offers
 * on. Admins manage them under `/subscriptions/order-pages` (list, create, edit, design, publish,
 * clone, delete) and preview the draft on the preview host of the sites origin. The plans are
 * picked from the same list as a course's (`GET /admin-courses/plans`).
 */

export const ORDER_PAGE_MESSAGES = {
  notFound: 'Order page not found.',
  planUnknown: 'Choose plans from the list.',
  versionNeeded: 'Send the version the design was loaded with.',
  documentNeeded: 'The version goes with the document it was loaded with.',
  nothingToUpdate: 'Nothing to update.',
} as const;

const orderPageName = recordName('name');
const orderPageDescription = recordDescription(1000);

/** The plans offered, in the order the page's order elements list them; each at most once. */
const planIds = z
  .array(idField(ORDER_PAGE_MESSAGES.planUnknown), {
    error: ORDER_PAGE_MESSAGES.planUnknown,
  })
  .max(20, 'An order page may offer at most 20 plans.')
  .refine((ids) => new Set(ids).size === ids.length, 'Each plan may be chosen once.');

export const orderPageListQuery = recordListQuery('name', {});
export type OrderPageListQuery = z.infer<typeof orderPageListQuery>;

/** A plan as an order page offers it: the course form's plan, with its price. */
export const orderPagePlan = coursePlanRef.extend({
  /** Its headline price in the currency's minor unit (cents); null while it offers no price. */
  amount: z.number().int().nullable(),
  /** ISO 4217, lower case (`usd`). */
  currency: z.string(),
});
export type OrderPagePlan = z.infer<typeof orderPagePlan>;

export const { summary: orderPageSummary, detail: orderPageDetail } = documentRecordSchemas({
  name: z.string(),
  description: z.string(),
  /** The plans it offers, in its order; a plan deleted since is left out. */
  plans: z.array(orderPagePlan),
});
export type OrderPageSummary = z.infer<typeof orderPageSummary>;
export type OrderPageDetail = z.infer<typeof orderPageDetail>;

export const createOrderPageBody = z
  .object({
    name: orderPageName,
    description: orderPageDescription.default(''),
    plan_ids: planIds.default([]),
  })
  .strict();
export type CreateOrderPageBody = z.input<typeof createOrderPageBody>;

/**
 * `PUT /subscriptions/order-pages/{id}`: the details, the draft document, or both at once. The
 * document goes with the `version` it was loaded from (a stale one is 409 and nothing is saved)
 * and an optional idempotency key, exactly like every design save.
 */
export const updateOrderPageBody = z
  .object({
    name: orderPageName,
    description: orderPageDescription,
    /** Replaces the plans offered (an empty list offers none). */
    plan_ids: planIds,
    /** Checked and repaired by the element registry on the server, not by this schema. */
    document: z.unknown(),
    version: versionField,
    idempotency_key: idempotencyKey,
  })
  .partial()
  .strict()
  .superRefine((body, context) => {
    const hasDocument = body.document !== undefined;
    if (hasDocument && body.version === undefined)
      context.addIssue({ code: 'custom', path: ['version'], message: ORDER_PAGE_MESSAGES.versionNeeded });
    if (!hasDocument && (body.version !== undefined || body.idempotency_key !== undefined))
      context.addIssue({
        code: 'custom',
        path: [body.version !== undefined ? 'version' : 'idempotency_key'],
        message: ORDER_PAGE_MESSAGES.documentNeeded,
      });
    if (
      !hasDocument &&
      body.name === undefined &&
      body.description === undefined &&
      body.plan_ids === undefined
    )
      context.addIssue({ code: 'custom', path: [], message: ORDER_PAGE_MESSAGES.nothingToUpdate });
  });
export type UpdateOrderPageBody = z.input<typeof updateOrderPageBody>;

/**
 * A save with a document answers as every design save does (the editor's document source reads
 * it); a save of details alone answers the order page.
 */
export const updateOrderPageResponse = z.union([saveDesignResponse, itemEnvelope(orderPageDetail)]);

const orderPageKind = {
  base: '/subscriptions/order-pages',
  noun: 'order page',
  listQuery: orderPageListQuery,
  summary: orderPageSummary,
  detail: orderPageDetail,
  createBody: createOrderPageBody,
  updateBody: updateOrderPageBody,
  updateResponse: updateOrderPageResponse,
  notes: {
    create:
      'Body `{ name, description?, plan_ids? }`: the plans it offers, in order (422 on `plan_ids` for an unknown one).',
    update:
      'The details, the draft document, or both: a document goes with its `version` and an optional `idempotency_key` and answers as a design save (409 when stale, and then nothing is saved); details alone answer the order page.',
  },
} as const;

/**
 * SPEC §2/§7 admin order pages (admins only): the design-record calls (the design is saved through
 * `PUT`), the designer's editor data (its plans as products) and the draft's preview link.
 */
export const orderPageEndpoints = {
  ...designRecordEndpoints(orderPageKind),
  editorData: editorDataEndpoint(orderPageKind),
  previewLink: previewLinkEndpoint(orderPageKind),
};
