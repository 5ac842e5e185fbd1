import {
  Alert,
  Anchor,
  Checkbox,
  Image,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  createPageBody,
  type LandingTemplate,
  type PageDetail,
  uniqueNameInput,
  updatePageBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { checkUniqueName, useCreatePage, usePage, useUpdatePage } from '../../api/pages.ts';
import { useVersionedForm } from '../../ui/conflict/useVersionedForm.ts';
import { VersionConflictDialog } from '../../ui/conflict/VersionConflictDialog.tsx';
import type { Baseline } from '../../ui/conflict/versioned-form.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconCheck } from '../../ui/icons.tsx';
import { PageTemplatePicker } from '../page-templates/PageTemplatePicker.tsx';
import { useAvailability } from '../websites/parts/useAvailability.ts';
import { useSite, useSiteAddresses, useSiteGate } from '../websites/siteContext.ts';
import { TemplatePicker } from '../websites/TemplatePicker.tsx';
import { suggestSubdomain } from '../websites/templates.ts';
import { useAllowedPath } from '../websites/useAllowedPath.ts';

const TITLE_HINT = 60;
const DESCRIPTION_HINT = 160;

/** How a search result would show the page: a reminder that title and description are seen. */
function SearchSnippet({ url, title, description }: { url: string; title: string; description: string }) {
  return (
    <Paper withBorder p="md" bg="gray.0" aria-label="Search result preview">
      <Text size="xs" c="dimmed" truncate>
        {url}
      </Text>
      <Text c="blue.8" fw={500} lineClamp={1}>
        {title || 'Page title'}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {description || 'Add a description: search engines and social cards show it under the title.'}
      </Text>
    </Paper>
  );
}

function UniqueNameInput({
  value,
  onChange,
  pageId,
  error,
  siteUrl,
}: {
  value: string;
  onChange: (value: string) => void;
  pageId?: number;
  error: string | undefined;
  siteUrl: string;
}) {
  const site = useSite();
  const format = value === '' ? null : uniqueNameInput.safeParse(value);
  const formatError = format && !format.success ? format.error.issues[0]?.message : undefined;
  const availability = useAvailability(
    value,
    format?.success === true,
    async (name, signal) => {
      const answer = await checkUniqueName(site.id, name, pageId, signal);
      return answer.available
        ? { ok: true, message: 'Available' }
        : { ok: false, message: `${answer.message ?? 'Not available.'} Try “${answer.suggestion}”.` };
    },
    'unique_name',
  );
  const shown = formatError ?? error ?? (availability.state === 'error' ? availability.message : undefined);
  return (
    <TextInput
      label="Address"
      description={`${siteUrl}/${value || '…'}`}
      value={value}
      error={shown}
      onChange={(event) => onChange(event.currentTarget.value.toLowerCase().replace(/\s+/g, '-'))}
      autoComplete="off"
      spellCheck={false}
      leftSection={
        <Text size="sm" c="dimmed">
          /
        </Text>
      }
      rightSection={
        availability.state === 'checking' ? (
          <Loader size={14} aria-label="Checking" />
        ) : availability.state === 'ok' && !shown ? (
          <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label="Available" />
        ) : null
      }
      data-testid="unique-name-input"
    />
  );
}

/** `/agency/websites/{id}/pages/create`: a new page, blank or from a template. */
export function PageCreateScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const create = useCreatePage(site.id);
  const gate = useSiteGate('edit_design');
  const allowed = useAllowedPath();
  const [name, setName] = useState('');
  const [uniqueName, setUniqueName] = useState('');
  const [edited, setEdited] = useState(false);
  const [template, setTemplate] = useState<LandingTemplate>('blank');
  // Where the design comes from: a built-in design (blank or a sample) or a published page template.
  const [source, setSource] = useState<'builtin' | 'page-template'>('builtin');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromTemplate = source === 'page-template';
    const shown = ['name', 'unique_name', 'title', 'description', ...(fromTemplate ? ['template_id'] : [])];
    const parsed = createPageBody.safeParse({
      name,
      ...(uniqueName ? { unique_name: uniqueName } : {}),
      template: fromTemplate ? 'blank' : template,
      ...(fromTemplate && templateId !== null ? { template_id: templateId } : {}),
      title,
      description,
    });
    if (!parsed.success || (fromTemplate && templateId === null)) {
      setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error, shown)),
        ...(fromTemplate && templateId === null ? { template_id: 'Choose a page template.' } : {}),
      });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (page) => {
        const design = paths.pageDesign(site.id, page.id);
        navigate(design ? allowed(design, paths.pages(site.id)) : paths.pages(site.id));
      },
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <Paper withBorder p="lg" maw={880}>
      <Title order={2} size="h3" mb="md">
        New page
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} title="The page could not be created" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Page name"
              description="Shown in your lists and menus."
              required
              value={name}
              error={errors.name}
              data-autofocus
              onChange={(event) => {
                const next = event.currentTarget.value;
                setName(next);
                setErrors(({ name: _, ...rest }) => rest);
                if (!edited) setUniqueName(suggestSubdomain(next));
              }}
            />
            <UniqueNameInput
              value={uniqueName}
              siteUrl={site.url}
              error={errors.unique_name}
              onChange={(next) => {
                setUniqueName(next);
                setEdited(true);
                setErrors(({ unique_name: _, ...rest }) => rest);
              }}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Text size="sm" fw={500} id="start-from-label">
              Start from
            </Text>
            <SegmentedControl
              aria-labelledby="start-from-label"
              value={source}
              onChange={(next) => setSource(next as typeof source)}
              data={[
                { value: 'builtin', label: 'Blank or built-in design' },
                // Admin page templates are offered to agencies' sites, not to admin templates' own.
                ...(site.is_template ? [] : [{ value: 'page-template', label: 'Page template' }]),
              ]}
              data-testid="page-source"
              w="fit-content"
            />
            {source === 'builtin' ? (
              <TemplatePicker label="Built-in design" value={template} onChange={setTemplate} />
            ) : (
              <PageTemplatePicker
                value={templateId}
                error={errors.template_id}
                onChange={(id) => {
                  setTemplateId(id);
                  setErrors(({ template_id: _, ...rest }) => rest);
                }}
              />
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="SEO title"
              description="The browser tab and search results; the page name when empty."
              value={title}
              error={errors.title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <TextInput
              label="SEO description"
              value={description}
              error={errors.description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </SimpleGrid>
          <FormButtons cancelTo={paths.pages(site.id)} saving={create.isPending} gate={gate}>
            Create page
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

type PageSettingsValues = Pick<PageDetail, 'name' | 'unique_name' | 'title' | 'description' | 'image_url'>;

function baselineOf(page: PageDetail): Baseline<PageSettingsValues> {
  return {
    value: {
      name: page.name,
      unique_name: page.unique_name,
      title: page.title,
      description: page.description,
      image_url: page.image_url,
    },
    version: page.settings_version,
  };
}

function PageSettingsForm({ page, reload }: { page: PageDetail; reload: () => Promise<PageDetail | null> }) {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const update = useUpdatePage(site.id, page.id);
  const gate = useSiteGate('edit_design');
  // What the form was loaded with: a save always names this copy's version (a refetch meanwhile
  // must not let it win over someone else's change).
  const form = useVersionedForm(
    () => baselineOf(page),
    async () => {
      const latest = await reload();
      return latest && baselineOf(latest);
    },
  );
  const { value: values, errors, base } = form;
  const [redirectOld, setRedirectOld] = useState(true);
  const set = (field: keyof PageSettingsValues) => (value: string) => form.set(field, value);
  const renamed = values.unique_name !== base.value.unique_name;

  const save = (version: number) => {
    const body = Object.fromEntries(form.changed.map((key) => [key, values[key]]));
    const parsed = updatePageBody.safeParse({
      ...body,
      ...(renamed ? { redirect_old_path: redirectOld } : {}),
      settings_version: version,
    });
    const shown = Object.keys(values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, shown));
      form.settled();
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        form.closeConflict();
        navigate(paths.pages(site.id));
      },
      onError: (error) => form.failed(error, (e) => apiFieldErrors(e, shown)),
      onSettled: form.settled,
    });
  };

  const url = page.is_home ? `${site.url}/` : `${site.url}/${values.unique_name}`;
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="lg">
        <FormAlert errors={errors} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Name and address
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Page name"
              required
              value={values.name}
              error={errors.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
            />
            <UniqueNameInput
              value={values.unique_name}
              pageId={page.id}
              siteUrl={site.url}
              error={errors.unique_name}
              onChange={set('unique_name')}
            />
          </SimpleGrid>
          {page.is_home ? (
            <Text size="sm" c="dimmed" mt="sm">
              This is the home page: the site root shows it.
            </Text>
          ) : null}
          {renamed && page.published && !page.is_home ? (
            <Checkbox
              mt="md"
              checked={redirectOld}
              onChange={(event) => setRedirectOld(event.currentTarget.checked)}
              label={`Send visitors of the old address /${base.value.unique_name} to the new one (a permanent redirect)`}
            />
          ) : null}
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            Search and social
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="md">
              <TextInput
                label="SEO title"
                description={`${values.title.length} characters; about ${TITLE_HINT} show in search results.`}
                value={values.title}
                error={errors.title}
                maxLength={200}
                onChange={(e) => set('title')(e.currentTarget.value)}
              />
              <Textarea
                label="SEO description"
                description={`${values.description.length} characters; about ${DESCRIPTION_HINT} show in search results.`}
                autosize
                minRows={3}
                maxLength={500}
                value={values.description}
                error={errors.description}
                onChange={(e) => set('description')(e.currentTarget.value)}
              />
              <TextInput
                label="Meta image"
                description="The picture social networks show when the page is shared (https://…, 16:9 works best)."
                value={values.image_url}
                error={errors.image_url}
                onChange={(e) => set('image_url')(e.currentTarget.value.trim())}
              />
            </Stack>
            <Stack gap="md">
              <SearchSnippet url={url} title={values.title || values.name} description={values.description} />
              {values.image_url && !errors.image_url ? (
                <Image
                  src={values.image_url}
                  alt="Meta image preview"
                  radius="md"
                  h={160}
                  fit="cover"
                  fallbackSrc="data:,"
                />
              ) : null}
            </Stack>
          </SimpleGrid>
          {page.published ? (
            <Text size="sm" c="dimmed" mt="md">
              The live page takes these changes at once.
            </Text>
          ) : null}
        </Paper>
        <FormButtons
          cancelTo={paths.pages(site.id)}
          saving={update.isPending}
          gate={gate}
          disabled={form.changed.length === 0}
        >
          Save page
        </FormButtons>
      </Stack>
      <VersionConflictDialog title="This page’s settings were changed elsewhere" {...form.dialog(save)} />
    </form>
  );
}

/** `/agency/websites/{id}/pages/{pageId}/edit`: name, address and SEO of one page. */
export function PageEditScreen() {
  const params = useParams();
  const site = useSite();
  const paths = useSiteAddresses();
  const page = usePage(Number(params.pageId));
  if (page.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title="The page could not be loaded">
        {describeError(page.error)}{' '}
        <Anchor component={Link} to={paths.pages(site.id)}>
          Back to pages
        </Anchor>
      </Alert>
    );
  }
  if (!page.data) return <Skeleton h={320} />;
  if (page.data.landing_id !== site.id) {
    return <Alert color="red">This page belongs to another website.</Alert>;
  }
  return (
    <PageSettingsForm
      key={page.data.id}
      page={page.data}
      reload={async () => (await page.refetch({ cancelRefetch: false })).data ?? null}
    />
  );
}
