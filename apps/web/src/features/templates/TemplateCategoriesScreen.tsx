import { createTemplateCategoryBody, templateCategoryListQuery } from '@tessera/api-contract';
import { templateArea } from '../../api/templates.ts';
import { listSetup } from '../../ui/list/params.ts';
import { CategoriesScreen, type CategoriesScreenSetup } from '../design-records/CategoriesScreen.tsx';
import { templatePaths } from './paths.ts';

const SETUP: CategoriesScreenSetup = {
  area: templateArea,
  list: listSetup(templateCategoryListQuery),
  body: createTemplateCategoryBody,
  withPosition: true,
  paths: templatePaths,
  words: { title: 'Template categories', listLabel: 'Templates', noun: 'template' },
};

/** SPEC §2 `/admin/templates/categories`: the shelves templates sit on, in the admins' order. */
export function TemplateCategoriesScreen() {
  return <CategoriesScreen setup={SETUP} />;
}
