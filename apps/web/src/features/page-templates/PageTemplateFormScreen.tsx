import { Alert, Anchor, Paper, Select, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createPageTemplateBody,
  type LandingTemplate,
  type PageTemplateDetail,
  updatePageTemplateBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useCategoryOptions, usePageTemplate, useSavePageTemplate } from '../../api/page-templates.ts';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { TemplatePicker } from '../websites/TemplatePicker.tsx';
import { pageTemplatePaths } from './paths.ts';

interface Values {
  name: string;
  category: string | null;
  description: string;
}

/** The category select, with a way to the categories screen when there are none yet. */
function CategoryField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const categories = useCategoryOptions();
  const options = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.published ? category.name : `${category.name} (not published)`,
  }));
  if (categories.data && options.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No categories yet">
        Every page template sits in a category.{' '}
        <Anchor component={Link} to={pageTemplatePaths.categories}>
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

function TemplateForm({ template }: { template: PageTemplateDetail | null }) {
  const navigate = useNavigate();
  const save = useSavePageTemplate(template?.id ?? null);
  const [values, setValues] = useState<Values>({
    name: template?.name ?? '',
    category: template ? String(template.category.id) : null,
    description: template?.description ?? '',
  });
  const [startFrom, setStartFrom] = useState<LandingTemplate>('blank');
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = key === 'category' ? 'category_id' : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name,
      category_id: values.category === null ? undefined : Number(values.category),
      description: values.description,
    };
    if (template === null) {
      const parsed = createPageTemplateBody.safeParse({ ...fields, start_from: startFrom });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      save.mutate(parsed.data, {
        // A new template goes straight to its design.
        onSuccess: (created) => navigate(pageTemplatePaths.design(created.id)),
        onError: (error) => setErrors(apiFieldErrors(error)),
      });
      return;
    }
    const parsed = updatePageTemplateBody.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, {
      onSuccess: () => navigate(pageTemplatePaths.list),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
            value={values.category}
            error={errors.category_id}
            onChange={(value) => set('category', value)}
          />
          <Textarea
            label="Description"
            description="One or two sentences on what the page is for."
            autosize
            minRows={2}
            maxLength={500}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          {template === null ? (
            <TemplatePicker label="Start from" value={startFrom} onChange={setStartFrom} />
          ) : null}
          <FormButtons cancelTo={pageTemplatePaths.list} saving={save.isPending}>
            {template === null ? 'Create and design' : 'Save page template'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/page-templates/create`. */
export function PageTemplateCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New page template"
        description="Name it, file it under a category, then design it."
      />
      <TemplateForm template={null} />
    </>
  );
}

/** SPEC §2 `/admin/page-templates/{pageTemplateId}/edit`: name, category and description. */
export function PageTemplateEditScreen() {
  const { pageTemplateId } = useParams();
  const id = Number(pageTemplateId);
  const template = usePageTemplate(id);
  const invalid = !Number.isInteger(id) || id <= 0;
  return (
    <>
      <ScreenHeader title="Edit page template" />
      {invalid || template.error ? (
        <Alert color="red" variant="light" icon={<IconAlert />} title="The page template could not be loaded">
          {invalid ? 'This address is not a page template.' : describeError(template.error)}{' '}
          <Anchor component={Link} to={pageTemplatePaths.list}>
            Back to page templates
          </Anchor>
        </Alert>
      ) : template.data ? (
        <TemplateForm key={template.data.id} template={template.data} />
      ) : (
        <Skeleton h={320} maw={880} />
      )}
    </>
  );
}
