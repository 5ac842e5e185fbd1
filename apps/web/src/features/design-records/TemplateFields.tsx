import type { LandingTemplate } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import type { CategoryArea } from '../../api/design-records.ts';
import { TemplatePicker } from '../websites/TemplatePicker.tsx';
import type { RecordKind } from './kind.ts';
import {
  CategoryField,
  RecordDescriptionField,
  type RecordForm,
  RecordNameField,
  useRecordForm,
} from './RecordForm.tsx';

/** The form of the kinds filed under categories (page templates, site templates). */

/** What every template form edits; a kind's form may edit more (a thumbnail). */
export interface TemplateValues {
  name: string;
  category: string | null;
  description: string;
  /** What a new template starts as: blank, or one of the built-in samples. */
  startFrom: LandingTemplate;
}

/** A template's details, and the kind's own: `extra` are its values, how they are sent and shown. */
export function useTemplateForm<E extends object = object>(options: {
  kind: RecordKind<CategoryArea>;
  template: { id: number; name: string; description: string; category: { id: number } } | null;
  extra?: {
    initial: E;
    fieldOf: Partial<Record<keyof E, string>>;
    body: (values: E) => Record<string, unknown>;
  };
}) {
  const { template, extra } = options;
  return useRecordForm<TemplateValues & E>({
    kind: options.kind,
    record: template,
    initial: {
      name: template?.name ?? '',
      category: template ? String(template.category.id) : null,
      description: template?.description ?? '',
      startFrom: 'blank',
      ...(extra?.initial as E),
    },
    // The shared values' fields, and the kind's own.
    fieldOf: {
      name: 'name',
      category: 'category_id',
      description: 'description',
      ...extra?.fieldOf,
    } as Partial<Record<keyof (TemplateValues & E), string>>,
    body: (values, isNew) => ({
      name: values.name,
      category_id: values.category === null ? undefined : Number(values.category),
      description: values.description,
      ...extra?.body(values),
      ...(isNew ? { start_from: values.startFrom } : {}),
    }),
  });
}

/**
 * A template's fields: name, category and description, the kind's own fields (`children`), and
 * what a new template starts from.
 */
export function TemplateFields<V extends TemplateValues>({
  form,
  kind,
  descriptionHint,
  children,
}: {
  form: RecordForm<V>;
  kind: RecordKind<CategoryArea>;
  /** "One or two sentences on what the page is for." */
  descriptionHint: string;
  children?: ReactNode;
}) {
  // The shared values, whatever else the kind's form edits.
  const shared = form as unknown as RecordForm<TemplateValues>;
  return (
    <>
      <RecordNameField form={shared} description="What agencies see in the template picker." />
      <CategoryField
        area={kind.area}
        noun={kind.noun}
        categoriesPath={kind.paths.categories ?? kind.paths.list}
        value={form.values.category}
        error={form.errors.category_id}
        onChange={(value) => shared.set('category', value)}
      />
      <RecordDescriptionField form={shared} description={descriptionHint} max={500} />
      {children}
      {form.isNew ? (
        <TemplatePicker
          label="Start from"
          value={form.values.startFrom}
          onChange={(value) => shared.set('startFrom', value)}
        />
      ) : null}
    </>
  );
}
