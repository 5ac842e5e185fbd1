import { Alert, Anchor, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { LandingTemplate } from '@tessera/api-contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  type TemplateArea,
  useAdminTemplate,
  useCategoryOptions,
  useSaveAdminTemplate,
} from '../../api/template-catalogue.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { TemplatePicker } from '../websites/TemplatePicker.tsx';

/** The pieces both areas' template forms share (`/admin/page-templates/…`, `/admin/templates/…`). */

/** The category select, with a way to the categories screen when there are none yet. */
function CategoryField({
  area,
  noun,
  categoriesPath,
  value,
  error,
  onChange,
}: {
  area: TemplateArea;
  /** What the area's templates are called: "page template". */
  noun: string;
  categoriesPath: string;
  value: string | null;
  error: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const categories = useCategoryOptions(area);
  const options = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.published ? category.name : `${category.name} (not published)`,
  }));
  if (categories.data && options.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No categories yet">
        Every {noun} sits in a category.{' '}
        <Anchor component={Link} to={categoriesPath}>
          Create a category
        </Anchor>{' '}
        first.
      </Alert>
    );
  }
  return (
    <Select
      label="Category"
      description="Agencies browse templates by category."
      placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      required
      disabled={categories.isPending}
    />
  );
}

/**
 * The edit screen of a template: the one named by the route's `param`, loaded, then `form` with it;
 * an address that names none, or a template that cannot be loaded, says so with a way back.
 */
export function TemplateEditFrame<A extends TemplateArea>({
  area,
  param,
  noun,
  listPath,
  form,
}: {
  area: A;
  /** The route parameter holding the id: "pageTemplateId". */
  param: string;
  /** What the area's templates are called: "page template". */
  noun: string;
  listPath: string;
  form: (template: NonNullable<ReturnType<typeof useAdminTemplate<A>>['data']>) => ReactNode;
}) {
  const id = Number(useParams()[param]);
  const template = useAdminTemplate(area, id);
  return (
    <RecordEditFrame
      title={`Edit ${noun}`}
      noun={noun}
      listPath={listPath}
      invalid={!Number.isInteger(id) || id <= 0}
      record={template}
      form={form}
    />
  );
}

/** What every template form edits; an area's form may edit more (a thumbnail). */
export interface TemplateValues {
  name: string;
  category: string | null;
  description: string;
}

/**
 * The state and submit of a template form: a new template (`template` null) is checked with
 * `createBody` and sent with the design it starts from, an existing one with `updateBody`. Field
 * errors (the form's own, then the API's 422) show beside their inputs until the value changes.
 */
export function useTemplateForm<V extends TemplateValues>(options: {
  area: TemplateArea;
  template: { id: number } | null;
  initial: V;
  /** The API field of each of the area's own values (the shared ones are known). */
  fieldOf?: Partial<Record<keyof V, string>>;
  /** The area's own body fields from its own values. */
  extraBody?: (values: V) => Record<string, unknown>;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  onCreated: (id: number) => void;
  onUpdated: () => void;
}) {
  const { template } = options;
  const save = useSaveAdminTemplate<TemplateArea, unknown>(options.area, template?.id ?? null);
  const [values, setValues] = useState<V>(options.initial);
  const [startFrom, setStartFrom] = useState<LandingTemplate>('blank');
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldOf = (key: keyof V) =>
    options.fieldOf?.[key] ?? (key === 'category' ? 'category_id' : (key as string));
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [fieldOf(key)]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name,
      category_id: values.category === null ? undefined : Number(values.category),
      description: values.description,
      ...options.extraBody?.(values),
    };
    // Every value has its input (the area's own ones come as `children`), keyed as the body names it.
    const shown = (Object.keys(values) as Array<keyof V>).map(fieldOf);
    const onError = (error: unknown) => setErrors(apiFieldErrors(error, shown));
    if (template === null) {
      const parsed = options.createBody.safeParse({ ...fields, start_from: startFrom });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
      // A new template goes straight to where it is designed.
      save.mutate(parsed.data, { onSuccess: (created) => options.onCreated(created.id), onError });
      return;
    }
    const parsed = options.updateBody.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, { onSuccess: options.onUpdated, onError });
  };

  return {
    isNew: template === null,
    values,
    set,
    errors,
    startFrom,
    setStartFrom,
    submit,
    saving: save.isPending,
  };
}

/**
 * A template form: name, category and description, the area's own fields (`children`), what a
 * new template starts from, and Cancel and save.
 */
export function TemplateFormPanel<V extends TemplateValues>({
  form,
  area,
  noun,
  paths,
  descriptionHint,
  submitLabel,
  ariaLabel,
  children,
}: {
  form: ReturnType<typeof useTemplateForm<V>>;
  area: TemplateArea;
  /** What the area's templates are called: "page template". */
  noun: string;
  paths: { list: string; categories: string };
  /** "One or two sentences on what the page is for." */
  descriptionHint: string;
  submitLabel: string;
  ariaLabel?: string;
  children?: ReactNode;
}) {
  const { values, set, errors } = form;
  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={form.submit} noValidate aria-label={ariaLabel}>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label="Name"
            description="What agencies see in the template picker."
            required
            value={values.name}
            error={errors.name}
            maxLength={120}
            data-autofocus
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <CategoryField
            area={area}
            noun={noun}
            categoriesPath={paths.categories}
            value={values.category}
            error={errors.category_id}
            onChange={(value) => set('category', value)}
          />
          <Textarea
            label="Description"
            description={descriptionHint}
            autosize
            minRows={2}
            maxLength={500}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          {children}
          {form.isNew ? (
            <TemplatePicker label="Start from" value={form.startFrom} onChange={form.setStartFrom} />
          ) : null}
          <FormButtons cancelTo={paths.list} saving={form.saving}>
            {submitLabel}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}
