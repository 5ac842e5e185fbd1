import {
  Alert,
  Group,
  Input,
  Loader,
  Paper,
  SegmentedControl,
  type SegmentedControlItem,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AI_MESSAGES,
  AI_POST_KEYWORDS_MAX,
  AI_POST_TOPIC_MAX,
  type AiPostLength,
  type AiPostTone,
  aiPostDraftBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAiPostDraft } from '../../api/blogs.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, FORM_ERROR, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { useHasAiKey } from '../../ui/useAiKey.ts';
import { useSite, useSiteAddresses, useSiteGate } from '../websites/siteContext.ts';
import { aiFailureMessage } from './ai-failure.ts';

const TONES: Array<SegmentedControlItem<AiPostTone>> = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'professional', label: 'Professional' },
  { value: 'playful', label: 'Playful' },
];

const LENGTHS: Array<SegmentedControlItem<AiPostLength>> = [
  { value: 'short', label: 'Short (~300 words)' },
  { value: 'medium', label: 'Medium (~600 words)' },
  { value: 'long', label: 'Long (~1,200 words)' },
];

const FIELDS = ['topic', 'keywords', 'tone', 'length'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  topic: string;
  keywords: string[];
  tone: AiPostTone;
  length: AiPostLength;
}

/**
 * A failed request's messages for the fields they name (`keywords.3` is the keywords field's);
 * anything else (a refused key, a busy or failing service, no key at all) goes in the alert.
 */
function splitFailure(error: unknown): { fields: FieldErrors; alert: string | null } {
  const { [FORM_ERROR]: unplaced, ...fields } = apiFieldErrors(error, FIELDS);
  if (Object.keys(fields).length === 0) return { fields, alert: aiFailureMessage(error) };
  return { fields, alert: unplaced ?? null };
}

/**
 * `/agency/websites/{id}/blog/create/by_ai` (SPEC §2 agency `blog/create/{by_ai}`): the AI service
 * writes a post from a topic with the agency's key; it is kept as an unpublished draft and opened
 * for reading through.
 */
export function BlogPostAiDraftScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const hasKey = useHasAiKey();
  const gate = useSiteGate('manage_blog');
  const draft = useAiPostDraft(site.id);
  const [values, setValues] = useState<Values>({
    topic: '',
    keywords: [],
    tone: 'friendly',
    length: 'medium',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const busy = draft.isPending;

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const parsed = aiPostDraftBody.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, FIELDS));
      return;
    }
    draft.mutate(parsed.data, {
      onSuccess: (post) => {
        notifications.show({
          color: 'teal',
          message: 'The draft is ready: read it through before publishing.',
          autoClose: TOAST_DURATION_MS,
        });
        navigate(paths.blogEdit(site.id, post.id));
      },
      onError: (error) => {
        const failure = splitFailure(error);
        setErrors(failure.fields);
        setAlert(failure.alert);
      },
    });
  };

  return (
    <Paper withBorder p="lg" maw={760}>
      <Title order={2} size="h3" mb={4}>
        Write a post with AI
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Say what the post is about: the AI writes a title, a description and the text, kept as a draft you can
        change before anyone sees it.
      </Text>
      {hasKey ? null : (
        <Alert color="orange" variant="light" icon={<IconAlert />} mb="md">
          {AI_MESSAGES.noKey}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormAlert errors={errors} title="The draft could not be written" />
          <Textarea
            label="Topic"
            description="What should the post be about, and for whom?"
            placeholder="e.g. How to get a small garden ready for spring, for first-time gardeners"
            required
            data-autofocus
            autosize
            minRows={2}
            maxRows={5}
            maxLength={AI_POST_TOPIC_MAX}
            value={values.topic}
            error={errors.topic}
            disabled={busy}
            onChange={(event) => set('topic', event.currentTarget.value)}
          />
          <TagsInput
            label="Keywords"
            description={`Words the post should use, up to ${AI_POST_KEYWORDS_MAX}; press Enter after each.`}
            value={values.keywords}
            error={errors.keywords}
            maxTags={AI_POST_KEYWORDS_MAX}
            disabled={busy}
            onChange={(next) => set('keywords', next)}
          />
          <Input.Wrapper label="Tone" error={errors.tone}>
            <div>
              <SegmentedControl
                aria-label="Tone"
                data={TONES}
                value={values.tone}
                disabled={busy}
                onChange={(next) => set('tone', next)}
              />
            </div>
          </Input.Wrapper>
          <Input.Wrapper label="Length" error={errors.length}>
            <div>
              <SegmentedControl
                aria-label="Length"
                data={LENGTHS}
                value={values.length}
                disabled={busy}
                onChange={(next) => set('length', next)}
              />
            </div>
          </Input.Wrapper>
          {alert ? (
            <Alert color="red" variant="light" icon={<IconAlert />} role="alert" title="No draft was written">
              {alert}
            </Alert>
          ) : null}
          {busy ? (
            <Group gap="xs" aria-live="polite">
              <Loader size="sm" />
              <Text size="sm">Writing… this can take up to a minute.</Text>
            </Group>
          ) : null}
          <FormButtons cancelTo={paths.blog(site.id)} saving={busy} disabled={!hasKey} gate={gate}>
            Write the draft
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}
