import { type AdminCategory, type AdminCategoryBody, PAGE_TEMPLATE_MESSAGES } from '@tessera/api-contract';
import { adminPageTemplates, pageTemplateCategories } from '../../db/schema/page-templates.ts';
import { categoryService } from '../design-records/categories.ts';

/** SPEC §1 page-template categories: the shared kind (template-catalogue) over their tables. */
export const categories = categoryService<
  AdminCategory,
  'name' | 'created_at' | 'updated_at',
  Required<AdminCategoryBody>,
  Required<AdminCategoryBody>
>({
  categories: pageTemplateCategories,
  templates: adminPageTemplates,
  templateCategoryId: adminPageTemplates.categoryId,
  nameIndex: 'page_template_categories_name',
  messages: PAGE_TEMPLATE_MESSAGES,
  extraFields: [],
});
