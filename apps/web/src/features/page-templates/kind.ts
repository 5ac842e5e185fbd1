import { pageTemplateArea } from '../../api/page-templates.ts';
import type { RecordKind } from '../design-records/kind.ts';
import { pageTemplatePaths } from './paths.ts';

/** Page templates as a design-record kind: designs agencies start new pages from. */
export const pageTemplateKind: RecordKind<typeof pageTemplateArea> = {
  area: pageTemplateArea,
  noun: 'page template',
  param: 'pageTemplateId',
  titleField: 'name',
  publishing: 'draft',
  shareKind: 'page-template',
  paths: pageTemplatePaths,
  says: {
    list: 'Designs agencies start new pages from. Agencies see a template once it and its category are published.',
    empty: 'Create one, design it and publish it: agencies can then start pages from it.',
    create: 'Name it, file it under a category, then design it.',
  },
  details: { label: 'Name, category and description' },
};
