import {
  type CreateTemplateCategoryBody,
  TEMPLATE_MESSAGES,
  type TemplateCategory,
  type TemplateCategoryListQuery,
  type UpdateTemplateCategoryBody,
} from '@tessera/api-contract';
import { siteTemplates, templateCategories } from '../../db/schema/templates.ts';
import { categoryService } from '../design-records/categories.ts';

/**
 * SPEC §1 template categories (site templates): the shared kind (template-catalogue) over their
 * tables, with a `position` that orders them (equal positions by name).
 */
export const categories = categoryService<
  TemplateCategory,
  TemplateCategoryListQuery['sort'],
  Required<CreateTemplateCategoryBody>,
  UpdateTemplateCategoryBody
>({
  categories: templateCategories,
  templates: siteTemplates,
  templateCategoryId: siteTemplates.categoryId,
  nameIndex: 'template_categories_name',
  messages: TEMPLATE_MESSAGES,
  extraFields: ['position'],
  tiesByName: true,
});
