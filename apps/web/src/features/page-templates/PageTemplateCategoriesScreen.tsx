import { adminCategoryBody, adminCategoryListQuery } from '@tessera/api-contract';
import { pageTemplateArea } from '../../api/page-templates.ts';
import { listSetup } from '../../ui/list/params.ts';
import { CategoriesScreen, type CategoriesScreenSetup } from '../design-records/CategoriesScreen.tsx';
import { pageTemplatePaths } from './paths.ts';

const SETUP: CategoriesScreenSetup = {
  area: pageTemplateArea,
  list: listSetup(adminCategoryListQuery),
  body: adminCategoryBody,
  withPosition: false,
  paths: pageTemplatePaths,
  words: { title: 'Page-template categories', listLabel: 'Page templates', noun: 'page template' },
};

/** SPEC §2 `/admin/page-templates/categories`: the shelves page templates sit on. */
export function PageTemplateCategoriesScreen() {
  return <CategoriesScreen setup={SETUP} />;
}
