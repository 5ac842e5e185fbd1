import { templateCategoryListQuery } from '@tessera/api-contract';
import { listSetup } from '../../ui/list/params.ts';
import { CategoriesScreen } from '../design-records/CategoriesScreen.tsx';
import { templateKind } from './kind.tsx';

const LIST = listSetup(templateCategoryListQuery);

/** SPEC §2 `/admin/templates/categories`: the shelves templates sit on, in the admins' order. */
export function TemplateCategoriesScreen() {
  return <CategoriesScreen setup={{ kind: templateKind, list: LIST, title: 'Template categories' }} />;
}
