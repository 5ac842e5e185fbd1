import {
  Alert,
  Anchor,
  Checkbox,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type BlogPostDetail,
  type BlogPostLayout,
  blogSlugInput,
  createBlogPostBody,
  updateBlogPostBody,
} from '@tessera/api-contract';
import { slugify } from '@tessera/document';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { checkBlogSlug, useBlogPost, useCreateBlogPost, useUpdateBlogPost } from '../../api/blogs.ts';
import { describeError } from '../../api/errors.ts';
import { type Choice, ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { useVersionedForm } from '../../ui/conflict/useVersionedForm.ts';
import { VersionConflictDialog } from '../../ui/conflict/VersionConflictDialog.tsx';
import type { Baseline } from '../../ui/conflict/versioned-form.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconCheck } from '../../ui/icons.tsx';
import { ImageUploadField } from '../../ui/upload/ImageUploadField.tsx';
import { useAvailability } from '../websites/parts/useAvailability.ts';
import { useSite, useSiteAddresses, useSiteGate } from '../websites/siteContext.ts';
import { useAllowedPath } from '../websites/useAllowedPath.ts';
import { AiCoverButton } from './AiCoverModal.tsx';

const DESCRIPTION_HINT = 160;

/** The post's address, checked as it is typed (format here, uniqueness on the server). */
function SlugInput({
  value,
  onChange,
  postId,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  postId?: number;
  error: string | undefined;
}) {
  const site = useSite();
  const format = value === '' ? null : blogSlugInput.safeParse(value);
  const formatError = format && !format.success ? format.error.issues[0]?.message : undefined;
  const availability = useAvailability(
    value,
    format?.success === true,
    async (slug, signal) => {
      const answer = await checkBlogSlug(site.id, postId ? { slug, post_id: postId } : { slug }, signal);
      return answer.available
        ? { ok: true, message: 'Available' }
        : { ok: false, message: `${answer.message ?? 'Not available.'} Try “${answer.unique_id}”.` };
    },
    'slug',
  );
  const shown = formatError ?? error ?? (availability.state === 'error' ? availability.message : undefined);
  return (
    <TextInput
      label="Address"
      description={`${site.url}/blog/${value || '…'}`}
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
      leftSectionWidth={28}
      rightSection={
        availability.state === 'checking' ? (
          <Loader size={14} aria-label="Checking" />
        ) : availability.state === 'ok' && !shown ? (
          <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label="Available" />
        ) : null
      }
      data-testid="blog-slug-input"
    />
  );
}

interface Details {
  title: string;
  slug: string;
  description: string;
  cover_image_url: string;
  meta_image_url: string;
  author_name: string;
  tags: string[];
  layout: BlogPostLayout;
}

function baselineOf(post: BlogPostDetail): Baseline<Details> {
  return {
    value: {
      title: post.title,
      slug: post.slug,
      description: post.description,
      cover_image_url: post.cover_image_url,
      meta_image_url: post.meta_image_url,
      author_name: post.author_name,
      tags: post.tags,
      layout: post.layout,
    },
    version: post.settings_version,
  };
}

const LAYOUT_CHOICES: Choice<BlogPostLayout>[] = [
  {
    value: 'article',
    label: 'Article layout',
    description:
      'Your website’s header, menu and footer around the title, date, author, reading time and cover, in your website’s fonts and colours. You design only the text.',
  },
  {
    value: 'designed',
    label: 'Designed like a page',
    description: 'The design is the whole page: you lay out everything yourself, as for any page.',
  },
];

/** Title, address, excerpt, cover, author and tags: what create and edit share. */
function DetailsFields({
  values,
  set,
  errors,
  postId,
  onTitle,
}: {
  values: Details;
  set: <K extends keyof Details>(field: K, value: Details[K]) => void;
  errors: FieldErrors;
  postId?: number;
  onTitle: (title: string) => void;
}) {
  const site = useSite();
  const [keepShape, setKeepShape] = useState(false);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Title"
          required
          data-autofocus
          value={values.title}
          error={errors.title}
          maxLength={200}
          onChange={(event) => onTitle(event.currentTarget.value)}
        />
        <SlugInput
          value={values.slug}
          postId={postId}
          error={errors.slug}
          onChange={(next) => set('slug', next)}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        description={`The excerpt post lists, the feed and search results show. ${values.description.length} characters; about ${DESCRIPTION_HINT} show in search results.`}
        autosize
        minRows={2}
        maxLength={500}
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <div data-testid="cover-upload">
            <ImageUploadField
              kind="cover"
              landingId={site.id}
              prompt=""
              skipRatioCheck={keepShape}
              label="Cover picture"
              description="Shown on the post’s card in lists and when the post is shared."
              value={values.cover_image_url}
              onChange={(image) => set('cover_image_url', image?.url ?? '')}
            />
          </div>
          <AiCoverButton
            landingId={site.id}
            title={values.title}
            description={values.description}
            onUse={(url) => set('cover_image_url', url)}
          />
          <Checkbox
            size="xs"
            checked={keepShape}
            onChange={(event) => setKeepShape(event.currentTarget.checked)}
            label="Keep the picture’s own shape (no crop)"
          />
          <TextInput
            label="Cover picture address"
            description="Or paste the address of a picture (https://…)."
            value={values.cover_image_url}
            error={errors.cover_image_url}
            onChange={(event) => set('cover_image_url', event.currentTarget.value.trim())}
          />
        </Stack>
        <Stack gap="md">
          <div data-testid="meta-upload">
            <ImageUploadField
              kind="meta"
              landingId={site.id}
              label="Sharing picture"
              description="Shown when the post is shared on social networks. The cover is used while this is empty."
              value={values.meta_image_url}
              onChange={(image) => set('meta_image_url', image?.url ?? '')}
            />
          </div>
          <TextInput
            label="Author"
            description="Shown on the post’s card and in its social tags."
            value={values.author_name}
            error={errors.author_name}
            maxLength={120}
            onChange={(event) => set('author_name', event.currentTarget.value)}
          />
          <TagsInput
            label="Tags"
            description="Up to 10; press Enter after each."
            value={values.tags}
            error={errors.tags}
            maxTags={10}
            onChange={(next) => set('tags', next)}
          />
        </Stack>
      </SimpleGrid>
      <ChoiceCards
        label="Layout"
        value={values.layout}
        onChange={(value) => set('layout', value)}
        choices={LAYOUT_CHOICES}
        error={errors.layout}
      />
    </Stack>
  );
}

/** The details every post form shows an input for, each with its own message. */
const DETAIL_FIELDS = ['title', 'slug', 'description', 'cover_image_url', 'author_name', 'tags', 'layout'];

function useDetails(initial: Details) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Details>(field: K, value: Details[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  return { values, setValues, errors, setErrors, set };
}

/** `/agency/websites/{id}/blog/create`: a new post, then its design. */
export function BlogPostCreateScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const allowed = useAllowedPath();
  const gate = useSiteGate('manage_blog');
  const create = useCreateBlogPost(site.id);
  const form = useDetails({
    title: '',
    slug: '',
    description: '',
    cover_image_url: '',
    meta_image_url: '',
    author_name: '',
    tags: [],
    layout: 'article',
  });
  const [slugEdited, setSlugEdited] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { slug, ...rest } = form.values;
    const parsed = createBlogPostBody.safeParse({ ...rest, ...(slug ? { slug } : {}) });
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, DETAIL_FIELDS));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (post) =>
        navigate(
          allowed(paths.blogDesign(site.id, post.id), paths.blog(site.id), paths.blogEdit(site.id, post.id)),
        ),
      onError: (error) => form.setErrors(apiFieldErrors(error, DETAIL_FIELDS)),
    });
  };

  return (
    <Paper withBorder p="lg" maw={960}>
      <Title order={2} size="h3" mb="md">
        New blog post
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormAlert errors={form.errors} title="The post could not be created" />
          <DetailsFields
            values={form.values}
            errors={form.errors}
            set={(field, value) => {
              if (field === 'slug') setSlugEdited(true);
              form.set(field, value);
            }}
            onTitle={(title) => {
              form.set('title', title);
              if (!slugEdited) form.set('slug', slugify(title, 70));
            }}
          />
          <Text size="sm" c="dimmed">
            {form.values.layout === 'article'
              ? 'You write the post’s text next; the article layout adds your website’s header, the title, the details and the cover around it.'
              : 'The post starts with your website’s header and footer around its title; design it next.'}
          </Text>
          <FormButtons cancelTo={paths.blog(site.id)} saving={create.isPending} gate={gate}>
            Create post
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

function EditForm({ post, reload }: { post: BlogPostDetail; reload: () => Promise<BlogPostDetail | null> }) {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const allowed = useAllowedPath();
  const gate = useSiteGate('manage_blog');
  const update = useUpdateBlogPost(site.id, post.id);
  // What the form was loaded with: a refetch of the post never moves it, so a save made from
  // this copy always names this copy's version.
  const form = useVersionedForm(
    () => baselineOf(post),
    async () => {
      const latest = await reload();
      return latest && baselineOf(latest);
    },
  );
  const { base } = form;

  const save = (version: number) => {
    const parsed = updateBlogPostBody.safeParse({
      ...Object.fromEntries(form.changed.map((key) => [key, form.value[key]])),
      settings_version: version,
    });
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, DETAIL_FIELDS));
      form.settled();
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => {
        form.closeConflict();
        navigate(allowed(paths.blog(site.id), paths.blogEdit(site.id, post.id)));
      },
      onError: (error) => form.failed(error, (e) => apiFieldErrors(e, DETAIL_FIELDS)),
      onSettled: form.settled,
    });
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Paper withBorder p="lg">
        <Stack gap="lg">
          <Title order={2} size="h3">
            {post.title}
          </Title>
          <FormAlert errors={form.errors} />
          <DetailsFields
            values={form.value}
            errors={form.errors}
            postId={post.id}
            set={form.set}
            onTitle={(title) => form.set('title', title)}
          />
          {form.value.layout !== base.value.layout ? (
            <Alert color="blue" variant="light">
              {form.value.layout === 'designed'
                ? 'The post’s design becomes the whole page: add your website’s header, the title and the cover in the designer if you want them.'
                : 'The article layout adds your website’s header, menu and footer, the title, the details and the cover around the design: remove them from the design if it already has them.'}
              {post.published ? ' The live post changes as soon as you save.' : ''}
            </Alert>
          ) : null}
          {post.published && form.value.slug !== post.slug ? (
            <Alert color="orange" variant="light">
              The post is published: links to /blog/{post.slug} stop working once its address changes.
            </Alert>
          ) : null}
          {post.published ? (
            <Text size="sm" c="dimmed">
              The live post, the blog page, the feed and every post list take these changes at once. Its
              design goes live when you publish it again.
            </Text>
          ) : null}
          <FormButtons
            cancelTo={paths.blog(site.id)}
            saving={update.isPending}
            gate={gate}
            disabled={form.changed.length === 0}
          >
            Save post
          </FormButtons>
        </Stack>
      </Paper>
      <VersionConflictDialog title="This post’s details were changed elsewhere" {...form.dialog(save)} />
    </form>
  );
}

/** `/agency/websites/{id}/blog/{blogId}/edit`: a post's title, address and details. */
export function BlogPostEditScreen() {
  const params = useParams();
  const site = useSite();
  const paths = useSiteAddresses();
  const post = useBlogPost(site.id, Number(params.blogId));
  if (post.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title="The post could not be loaded">
        {describeError(post.error)}{' '}
        <Anchor component={Link} to={paths.blog(site.id)}>
          Back to the blog
        </Anchor>
      </Alert>
    );
  }
  if (!Number.isInteger(Number(params.blogId)) || Number(params.blogId) <= 0) {
    return <Alert color="red">This address is not a blog post.</Alert>;
  }
  if (!post.data) return <Skeleton h={360} />;
  return (
    <EditForm
      key={post.data.id}
      post={post.data}
      reload={async () => (await post.refetch({ cancelRefetch: false })).data ?? null}
    />
  );
}
