import type { z } from 'zod';
import { anySignedIn, documentRecordEndpoints, documentRecordSchemas } from './design-records.ts';
import { forRoles } from './endpoint.ts';
import {
  adminTemplateListQuery,
  categoryMessages,
  templateBodies,
  templateKindEndpoints,
  templateSummaryFields,
} from './template-catalogue.ts';

/**
 * SPEC §1/§2/§7 admin page templates: page designs admins build once (in the full-screen editor)
 * and publish, sorted into categories, from which agencies start new pages. Admins manage them
 * under `/admin-page-templates`; agencies browse the published ones under `/page-templates`.
 * Categories and the catalogue are the shared ones as they are (template-catalogue.ts); the list
 * query is the shared `adminTemplateListQuery`.
 */

export const PAGE_TEMPLATE_MESSAGES = categoryMessages(
  'page template',
  'Another category already has this name.',
);

export const { summary: pageTemplateSummary, detail: pageTemplateDetail } =
  documentRecordSchemas(templateSummaryFields);
export type PageTemplateSummary = z.infer<typeof pageTemplateSummary>;
export type PageTemplateDetail = z.infer<typeof pageTemplateDetail>;

/** A new page template's design starts as an empty page, or a copy of one of the sample pages. */
export const { create: createPageTemplateBody, update: updatePageTemplateBody } = templateBodies({}, {});
export type CreatePageTemplateBody = z.input<typeof createPageTemplateBody>;
export type UpdatePageTemplateBody = z.input<typeof updatePageTemplateBody>;

/**
 * SPEC §2/§4/§7 admin page templates: the design-record calls, the design, its editor data, preview
 * link (admins preview any draft; everyone else what they could start a page from) and categories
 * for admins, and the published catalogue (`/page-templates`) for whoever makes pages. Pages are
 * made from a template through `POST /landings/{id}/pages` with `template_id`.
 */
export const pageTemplateEndpoints = templateKindEndpoints(
  documentRecordEndpoints(
    {
      base: '/admin-page-templates',
      noun: 'page template',
      listQuery: adminTemplateListQuery,
      summary: pageTemplateSummary,
      detail: pageTemplateDetail,
      createBody: createPageTemplateBody,
      updateBody: updatePageTemplateBody,
      notes: {
        create:
          'Body `{ name, category_id, description?, start_from? }`: the design starts empty or as a copy of a sample page.',
        update: 'Name, category and description; the design has its own call.',
        publish:
          "Publishing copies the draft to what agencies preview and start pages from; the message says when the template's category keeps it hidden.",
      },
    },
    anySignedIn,
  ),
  {
    path: '/page-templates',
    access: forRoles(['Agency', 'AgencyUser', 'WebsiteUser'], { kind: 'platform' }),
  },
);
