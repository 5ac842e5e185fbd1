import type { CatalogueItem } from '@tessera/api-contract';
import { pageTemplateArea } from '../../api/page-templates.ts';
import { CataloguePicker, type CatalogueSetup } from '../design-records/CataloguePicker.tsx';
import { pageTemplatePaths } from './paths.ts';

const SETUP: CatalogueSetup<CatalogueItem> = {
  area: pageTemplateArea,
  testId: 'page-template',
  noun: 'page template',
  previewPath: pageTemplatePaths.preview,
};

/**
 * The published admin page templates an agency can start a page from (`GET /page-templates`):
 * searchable, filtered by category, paged, each with a link to its preview.
 */
export function PageTemplatePicker(props: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string | undefined;
}) {
  return <CataloguePicker setup={SETUP} {...props} />;
}
