import { adminCategoryListQuery } from '@tessera/api-contract';
import { listSetup } from '../../ui/list/params.ts';
import { CategoriesScreen } from '../design-records/CategoriesScreen.tsx';
import { pageTemplateKind } from './kind.ts';

const LIST = listSetup(adminCategoryListQuery);

/** SPEC §2 `/admin/page-templates/categories`: the shelves page templates sit on. */
export function PageTemplateCategoriesScreen() {
  return (
    <CategoriesScreen setup={{ kind: pageTemplateKind, list: LIST, title: 'Page-template categories' }} />
  );
}
