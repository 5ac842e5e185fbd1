import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type BlogSettings, updateBlogSettingsBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useBlogSettings, useUpdateBlogSettings } from '../../api/blogs.ts';
import { describeError } from '../../api/errors.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { useSite } from '../websites/siteContext.ts';

/** The settings whose input shows its own message (the switch has none). */
const SHOWN = ['title', 'description', 'per_page'];

function SettingsForm({ settings, onClose }: { settings: BlogSettings; onClose: () => void }) {
  const site = useSite();
  const save = useUpdateBlogSettings(site.id);
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof BlogSettings>(field: K, value: BlogSettings[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const changed = (Object.keys(values) as (keyof BlogSettings)[]).filter(
    (key) => values[key] !== settings[key],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateBlogSettingsBody.safeParse(
      Object.fromEntries(changed.map((key) => [key, values[key]])),
    );
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, SHOWN));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(apiFieldErrors(error, SHOWN)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Blog title"
          description="The heading of the blog page and the name of its feed."
          required
          data-autofocus
          value={values.title}
          error={errors.title}
          maxLength={120}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          description="Shown under the title on the blog page, and in the feed."
          autosize
          minRows={2}
          maxLength={500}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <NumberInput
          label="Posts per page"
          min={1}
          max={50}
          allowDecimal={false}
          clampBehavior="strict"
          value={values.per_page}
          error={errors.per_page}
          onChange={(value) => set('per_page', typeof value === 'number' ? value : Number(value) || 1)}
        />
        <Switch
          label="Show the blog page"
          description={`${site.url}/blog lists the published posts, newest first. Posts and the feed stay online either way.`}
          checked={values.index_enabled}
          onChange={(event) => set('index_enabled', event.currentTarget.checked)}
        />
        <FormAlert errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** SPEC §7 `blog-setting`: the blog page's title, description, posts per page and whether it shows. */
export function BlogSettingsModal({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const settings = useBlogSettings(site.id);
  return (
    <Modal opened onClose={onClose} title="Blog settings" size="lg">
      {settings.error ? (
        <Alert color="red" variant="light" title="The settings could not be loaded">
          {describeError(settings.error)}
        </Alert>
      ) : settings.data ? (
        <SettingsForm settings={settings.data} onClose={onClose} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the blog settings">
          <Skeleton h={56} />
          <Skeleton h={80} />
          <Skeleton h={56} />
        </Stack>
      )}
    </Modal>
  );
}
