import { pageTemplateEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import {
  type RecordRouteDeps,
  serveCatalogue,
  serveCategories,
  serveDocumentRecords,
} from '../design-records/routes.ts';
import { catalogue } from './catalogue.ts';
import { categories } from './categories.ts';
import { pageTemplateRecords } from './service.ts';

/**
 * SPEC §2/§4/§7 admin page templates: the design-record calls under `/admin-page-templates` with
 * their categories for admins, and `/page-templates` (the published catalogue) for agencies. Pages
 * are made from a template through `POST /landings/{id}/pages` with `template_id`.
 */
export async function pageTemplateRoutes(app: FastifyInstance, deps: RecordRouteDeps): Promise<void> {
  const { db } = deps;
  const endpoints = pageTemplateEndpoints;
  serveCategories(app, db, endpoints.categories, categories);
  serveDocumentRecords(app, deps, endpoints, pageTemplateRecords, {
    published: (template, published) => {
      if (!published) return 'The page template is no longer published.';
      return template.category.published
        ? 'The page template is published: agencies can start pages from it.'
        : `The page template is published. Its category ${template.category.name} is not, so agencies do not see it yet.`;
    },
    deleted: (template) => `The page template ${template.name} is deleted.`,
  });
  serveCatalogue(app, db, endpoints.catalogue, {
    list: (database, query) => catalogue.list(database, query, {}),
    categories: catalogue.categories,
  });
}
