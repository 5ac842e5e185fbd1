import { Alert, Anchor, Paper, Select, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createTemplateBody,
  type LandingTemplate,
  type TemplateSummary,
  updateTemplateBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useSaveTemplate, useTemplate, useTemplateCategoryOptions } from '../../api/templates.ts';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { TemplatePicker } from '../websites/TemplatePicker.tsx';
import { templatePaths } from './paths.ts';

interface Values {
  name: string;
  category: string | null;
  description: string;
  thumbnail: string;
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
  const categories = useTemplateCategoryOptions();
  const options = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.published ? category.name : `${category.name} (not published)`,
  }));
  if (categories.data && options.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No categories yet">
        Every template sits in a category.{' '}
        <Anchor component={Link} to={templatePaths.categories}>
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

function TemplateForm({ template }: { template: TemplateSummary | null }) {
  const navigate = useNavigate();
  const save = useSaveTemplate(template?.id ?? null);
  const [values, setValues] = useState<Values>({
    name: template?.name ?? '',
    category: template ? String(template.category.id) : null,
    description: template?.description ?? '',
    thumbnail: template?.thumbnail_url ?? '',
  });
  const [startFrom, setStartFrom] = useState<LandingTemplate>('blank');
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldOf: Record<keyof Values, string> = {
    name: 'name',
    category: 'category_id',
    description: 'description',
    thumbnail: 'thumbnail_url',
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [fieldOf[key]]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name: values.name,
      category_id: values.category === null ? undefined : Number(values.category),
      description: values.description,
      thumbnail_url: values.thumbnail.trim() === '' ? null : values.thumbnail,
    };
    if (template === null) {
      const parsed = createTemplateBody.safeParse({ ...fields, start_from: startFrom });
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      save.mutate(parsed.data, {
        // A new template goes straight to its pages.
        onSuccess: (created) => navigate(templatePaths.pages(created.id)),
        onError: (error) => setErrors(apiFieldErrors(error)),
      });
      return;
    }
    const parsed = updateTemplateBody.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    save.mutate(parsed.data, {
      onSuccess: () => navigate(templatePaths.list),
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };

  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate aria-label={template ? 'Template details' : 'New template'}>
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
            description="One or two sentences on who the site is for."
            autosize
            minRows={2}
            maxLength={500}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <TextInput
            label="Thumbnail address"
            description="A picture of the site for the pickers (https://… or /…); a drawing is shown without one."
            value={values.thumbnail}
            error={errors.thumbnail_url}
            maxLength={2048}
            onChange={(event) => set('thumbnail', event.currentTarget.value)}
          />
          {template === null ? (
            <TemplatePicker label="Start from" value={startFrom} onChange={setStartFrom} />
          ) : null}
          <FormButtons cancelTo={templatePaths.list} saving={save.isPending}>
            {template === null ? 'Create and add pages' : 'Save template'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/templates/create`. */
export function TemplateCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New template"
        description="Name it, file it under a category, then build its pages."
      />
      <TemplateForm template={null} />
    </>
  );
}

/** `/admin/templates/{templateId}/edit`: name, category, description and thumbnail (SPEC §2 template form). */
export function TemplateEditScreen() {
  const { templateId } = useParams();
  const id = Number(templateId);
  const template = useTemplate(id);
  const invalid = !Number.isInteger(id) || id <= 0;
  return (
    <>
      <ScreenHeader title="Edit template" />
      {invalid || template.error ? (
        <Alert color="red" variant="light" icon={<IconAlert />} title="The template could not be loaded">
          {invalid ? 'This address is not a template.' : describeError(template.error)}{' '}
          <Anchor component={Link} to={templatePaths.list}>
            Back to templates
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
