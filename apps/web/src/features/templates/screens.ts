// The admin template screens, one chunk: loaded when an admin opens the templates area.
export { TemplateCategoriesScreen } from './TemplateCategoriesScreen.tsx';
export { TemplateCreateScreen, TemplateEditScreen } from './TemplateFormScreen.tsx';
export { TemplateSite } from './TemplateSite.tsx';
export { TemplatesScreen } from './TemplatesScreen.tsx';
