import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Menu,
  NativeSelect,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createFormBody,
  FORM_MAX_FIELDS,
  FORM_MAX_NOTIFY_EMAILS,
  type FormSummary,
  updateFormBody,
} from '@tessera/api-contract';
import { FORM_FIELD_TYPES, type FormField } from '@tessera/document';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError, isApiError } from '../../api/errors.ts';
import { useCreateForm, useForm, useUpdateForm } from '../../api/forms.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { useSite } from '../websites/siteContext.ts';
import {
  CUSTOM_TYPES,
  customField,
  fieldNameFromLabel,
  isRequiredRule,
  PRESET_LABELS,
  PRESET_NAMES,
  presetField,
  uniqueFieldName,
  withRequired,
} from './fieldRules.ts';
import { formPaths } from './paths.ts';

/** Who gets an email for each lead: the agency owner (the default), these addresses, or nobody. */
interface AlertDraft {
  mode: 'owner' | 'list' | 'off';
  emails: string[];
}

interface Draft {
  name: string;
  success_message: string;
  fields: FormField[];
  alerts: AlertDraft;
}

/** The API's `notify_emails`: null for the agency owner, the addresses, or none. */
function alertsOf(emails: string[] | null): AlertDraft {
  if (emails === null) return { mode: 'owner', emails: [] };
  return emails.length === 0 ? { mode: 'off', emails: [] } : { mode: 'list', emails };
}

/** The form as the API takes it; the editor's own state (the alert choice) never goes out as is. */
function bodyOf(draft: Draft) {
  const { mode, emails } = draft.alerts;
  return {
    name: draft.name,
    success_message: draft.success_message,
    fields: draft.fields,
    notify_emails: mode === 'owner' ? null : mode === 'off' ? [] : emails,
  };
}

const NO_RECIPIENTS = 'Add at least one address, or choose the agency owner or nobody.';

/** A message about one alert address (`notify_emails.2`) shown on the list, naming the address. */
function withAddresses(errors: Errors, emails: readonly string[]): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^notify_emails\.(\d+)$/.exec(key);
    const email = match ? emails[Number(match[1])] : undefined;
    if (match) out.notify_emails ??= email ? `${email}: ${message}` : message;
    else out[key] = message;
  }
  return out;
}

type Errors = FieldErrors;

const TYPE_LABELS: Record<FormField['type'], string> = Object.fromEntries(
  CUSTOM_TYPES.map((entry) => [entry.type, entry.label]),
) as Record<FormField['type'], string>;

const FORM_KEYS = ['name', 'success_message', 'fields', 'notify_emails'];

/**
 * The error keys the editor shows beside an input: the form's own, and per field card its label,
 * type, name and rules, the placeholder unless it is a checkbox, the choices of a dropdown.
 */
function shownKeys(fields: readonly FormField[]) {
  return (key: string): boolean => {
    if (FORM_KEYS.includes(key) || /^notify_emails\.\d+$/.test(key)) return true;
    const match = /^fields\.(\d+)\.(\w+)$/.exec(key);
    const field = match ? fields[Number(match[1])] : undefined;
    if (!match || !field) return false;
    switch (match[2]) {
      case 'label':
      case 'type':
      case 'name':
      case 'rules':
        return true;
      case 'placeholder':
        return field.type !== 'checkbox';
      case 'choices':
        return field.type === 'select';
      default:
        return false;
    }
  };
}

/** Creating (`/forms/create`) and editing (`/forms/:formId/edit`) a site's form. */
export function FormEditorScreen() {
  const site = useSite();
  const params = useParams();
  const formId = params.formId ? Number(params.formId) : null;
  const loaded = useForm(site.id, formId);

  if (
    formId !== null &&
    (!Number.isInteger(formId) || formId <= 0 || (isApiError(loaded.error) && loaded.error.status === 404))
  ) {
    return (
      <Alert color="red" variant="light" title="Form not found" icon={<IconAlert />}>
        <Text size="sm" mb="sm">
          It may have been deleted.
        </Text>
        <Anchor component={Link} to={formPaths.list(site.id)} size="sm">
          Back to forms
        </Anchor>
      </Alert>
    );
  }
  if (formId !== null && loaded.error && !loaded.data) {
    return (
      <LoadError
        title="The form could not be loaded"
        error={loaded.error}
        onRetry={() => void loaded.refetch()}
      />
    );
  }
  if (formId !== null && !loaded.data) {
    return (
      <Stack aria-busy="true" aria-label="Loading the form">
        <Skeleton h={36} w={280} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  return <FormEditor key={loaded.data?.id ?? 'new'} landingId={site.id} form={loaded.data ?? null} />;
}

function FormEditor({ landingId, form }: { landingId: number; form: FormSummary | null }) {
  const navigate = useNavigate();
  const create = useCreateForm(landingId);
  const update = useUpdateForm(landingId, form?.id ?? 0);
  const [version, setVersion] = useState(form?.version ?? 1);
  const [draft, setDraft] = useState<Draft>(() =>
    form
      ? {
          name: form.name,
          success_message: form.success_message,
          fields: form.fields,
          alerts: alertsOf(form.notify_emails),
        }
      : {
          name: '',
          success_message: '',
          fields: createFormBody.parse({ name: 'x' }).fields,
          alerts: alertsOf(null),
        },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [stale, setStale] = useState(false);
  const [dirty, setDirty] = useState(false);
  const saving = create.isPending || update.isPending;

  // A message can be far down a long list of fields: bring the first one into view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[role="alert"], [aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first?.matches('input, textarea, select')) first.focus({ preventScroll: true });
  }, [errors]);

  // Leaving with unsaved edits asks first (reloads and closing the tab).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setDirty(true);
  };
  const setField = (index: number, next: Partial<FormField>) =>
    change({ fields: draft.fields.map((field, i) => (i === index ? { ...field, ...next } : field)) });
  const move = (index: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [moved] = fields.splice(index, 1);
    fields.splice(index + by, 0, moved!);
    change({ fields });
  };
  const taken = new Set(draft.fields.map((field) => field.name));
  const full = draft.fields.length >= FORM_MAX_FIELDS;

  const save = () => {
    const shown = shownKeys(draft.fields);
    const body = bodyOf(draft);
    // A new form has no version yet: the create schema is strict and would refuse one.
    const checked = form ? updateFormBody.safeParse({ ...body, version }) : createFormBody.safeParse(body);
    const noRecipients = draft.alerts.mode === 'list' && draft.alerts.emails.length === 0;
    if (!checked.success || noRecipients) {
      setErrors({
        ...(checked.success ? {} : withAddresses(zodFieldErrors(checked.error, shown), draft.alerts.emails)),
        ...(noRecipients ? { notify_emails: NO_RECIPIENTS } : {}),
      });
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      if (isApiError(error) && error.status === 409) setStale(true);
      else if (isApiError(error) && error.status === 422)
        setErrors(withAddresses(apiFieldErrors(error, shown), draft.alerts.emails));
      else notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_DURATION_MS });
    };
    const done = (saved: FormSummary, message: string) => {
      setDirty(false);
      setVersion(saved.version);
      notifications.show({ color: 'teal', message, autoClose: TOAST_DURATION_MS });
    };
    if (form)
      update.mutate(
        { ...body, version },
        { onSuccess: (saved) => done(saved, 'The form was saved.'), onError },
      );
    else
      create.mutate(body, {
        onSuccess: (saved) => {
          done(saved, 'The form was created.');
          navigate(formPaths.edit(landingId, saved.id), { replace: true });
        },
        onError,
      });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <div>
          <Anchor component={Link} to={formPaths.list(landingId)} size="sm">
            ← Forms
          </Anchor>
          <Title order={2} size="h3">
            {form ? `Edit “${form.name}”` : 'New form'}
          </Title>
        </div>
        <Group gap="sm">
          {dirty ? (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          ) : null}
          <Button type="submit" loading={saving}>
            {form ? 'Save form' : 'Create form'}
          </Button>
        </Group>
      </Group>

      <FormAlert errors={errors} />

      {stale ? (
        <Alert
          color="orange"
          variant="light"
          title="Someone else changed this form"
          icon={<IconAlert />}
          mb="md"
          role="alert"
        >
          <Text size="sm" mb="sm">
            It was saved elsewhere after you opened it. Reload it to see those changes; your edits here will
            be lost.
          </Text>
          <Button size="xs" color="orange" onClick={() => window.location.reload()}>
            Reload the form
          </Button>
        </Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <TextInput
                  label="Name"
                  description="Shown in your form lists and in Contacts; visitors never see it."
                  required
                  maxLength={100}
                  value={draft.name}
                  error={errors.name}
                  onChange={(event) => change({ name: event.currentTarget.value })}
                  data-autofocus
                />
                <Textarea
                  label="Message after sending"
                  description="Shown when a form element using this form has no message of its own."
                  autosize
                  minRows={2}
                  maxLength={1000}
                  value={draft.success_message}
                  error={errors.success_message}
                  placeholder="Thank you! We will be in touch shortly."
                  onChange={(event) => change({ success_message: event.currentTarget.value })}
                />
              </Stack>
            </Paper>

            <AlertsPanel
              alerts={draft.alerts}
              error={errors.notify_emails}
              onChange={(alerts) => {
                change({ alerts });
                setErrors(({ notify_emails: _, ...rest }) => rest);
              }}
            />

            <Paper withBorder p="md">
              <Group justify="space-between" mb="sm">
                <div>
                  <Text fw={600}>Fields</Text>
                  <Text size="xs" c="dimmed">
                    {draft.fields.length} of {FORM_MAX_FIELDS}. Required fields must be filled before the form
                    sends.
                  </Text>
                </div>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button variant="light" leftSection={<IconPlus size={16} />} disabled={full}>
                      Add field
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>Common fields</Menu.Label>
                    {PRESET_NAMES.map((name) => (
                      <Menu.Item
                        key={name}
                        disabled={taken.has(name)}
                        onClick={() => change({ fields: [...draft.fields, presetField(name)] })}
                      >
                        {PRESET_LABELS[name]}
                        {taken.has(name) ? ' (added)' : ''}
                      </Menu.Item>
                    ))}
                    <Menu.Divider />
                    <Menu.Label>Your own field</Menu.Label>
                    {CUSTOM_TYPES.map((entry) => (
                      <Menu.Item
                        key={entry.type}
                        onClick={() =>
                          change({ fields: [...draft.fields, customField(entry.type, draft.fields)] })
                        }
                      >
                        {entry.label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Group>
              {errors.fields ? (
                <Text c="red" size="sm" mb="sm" role="alert">
                  {errors.fields}
                </Text>
              ) : null}
              <Stack gap="sm">
                {draft.fields.map((field, index) => (
                  <FieldCard
                    // Names are unique within a form; the index keeps a card while its name is edited.
                    // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id beyond their editable name
                    key={index}
                    field={field}
                    index={index}
                    count={draft.fields.length}
                    errors={errors}
                    taken={taken}
                    onChange={(next) => setField(index, next)}
                    onMove={(by) => move(index, by)}
                    onRemove={() => change({ fields: draft.fields.filter((_, i) => i !== index) })}
                  />
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" pos="sticky" top={16}>
            <Text fw={600} mb={4}>
              Preview
            </Text>
            <Text size="xs" c="dimmed" mb="md">
              How the fields line up; each form element styles them its own way.
            </Text>
            <FormPreview fields={draft.fields} />
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** Who is emailed about each lead of the form. */
function AlertsPanel({
  alerts,
  error,
  onChange,
}: {
  alerts: AlertDraft;
  error: string | undefined;
  onChange: (alerts: AlertDraft) => void;
}) {
  return (
    <Paper withBorder p="md" component="fieldset" aria-labelledby="form-alerts-title">
      <Text fw={600} id="form-alerts-title">
        Email alerts
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        Each new lead is emailed with what was sent, the page, and a link to the contact. Suspected spam is
        not; it waits in Contacts under Spam.
      </Text>
      <Radio.Group
        aria-label="Send an alert for each lead to"
        value={alerts.mode}
        onChange={(mode) => onChange({ ...alerts, mode: mode as AlertDraft['mode'] })}
      >
        <Stack gap="xs">
          <Radio value="owner" label="The agency owner" />
          <Radio value="list" label="These addresses" />
          {alerts.mode === 'list' ? (
            <TagsInput
              aria-label="Alert addresses"
              description={`Press Enter or a comma after each address; up to ${FORM_MAX_NOTIFY_EMAILS}.`}
              placeholder={alerts.emails.length === 0 ? 'name@example.com' : undefined}
              value={alerts.emails}
              maxTags={FORM_MAX_NOTIFY_EMAILS}
              splitChars={[',', ' ', ';']}
              clearable
              error={error}
              onChange={(emails) => onChange({ ...alerts, emails: emails.map((email) => email.trim()) })}
              ml={28}
            />
          ) : null}
          <Radio value="off" label="Nobody (leads still appear in Contacts)" />
        </Stack>
      </Radio.Group>
      {error && alerts.mode !== 'list' ? (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      ) : null}
    </Paper>
  );
}

function FieldCard({
  field,
  index,
  count,
  errors,
  taken,
  onChange,
  onMove,
  onRemove,
}: {
  field: FormField;
  index: number;
  count: number;
  errors: Errors;
  taken: ReadonlySet<string>;
  onChange: (next: Partial<FormField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const prefix = `fields.${index}`;
  const title = field.label || field.name;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      aria-label={`Field ${index + 1}: ${title}`}
      component="fieldset"
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={1}>
            {title}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {TYPE_LABELS[field.type]}
          </Badge>
          {isRequiredRule(field.rules) ? (
            <Badge size="xs" variant="light">
              Required
            </Badge>
          ) : null}
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Move up">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={`Move ${title} up`}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move down">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={`Move ${title} down`}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={count === 1 ? 'A form needs at least one field' : 'Remove'}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={count === 1}
              onClick={onRemove}
              aria-label={`Remove ${title}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Label"
            size="sm"
            maxLength={200}
            value={field.label}
            error={errors[`${prefix}.label`]}
            onChange={(event) => {
              const label = event.currentTarget.value;
              // A field still named after its old label follows the new one.
              const others = new Set([...taken].filter((name) => name !== field.name));
              const followsLabel = field.name === uniqueFieldName(fieldNameFromLabel(field.label), others);
              onChange(
                followsLabel
                  ? { label, name: uniqueFieldName(fieldNameFromLabel(label), others) }
                  : { label },
              );
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            label="Type"
            size="sm"
            value={field.type}
            data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            error={errors[`${prefix}.type`]}
            onChange={(event) => {
              const type = event.currentTarget.value as FormField['type'];
              onChange({
                type,
                choices:
                  type === 'select' && field.choices.length === 0 ? ['Option 1', 'Option 2'] : field.choices,
              });
            }}
          />
        </Grid.Col>
        {field.type === 'checkbox' ? null : (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Placeholder"
              size="sm"
              maxLength={200}
              value={field.placeholder}
              error={errors[`${prefix}.placeholder`]}
              onChange={(event) => onChange({ placeholder: event.currentTarget.value })}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Field name"
            description="The key in contacts, exports and webhooks."
            size="sm"
            maxLength={60}
            value={field.name}
            error={errors[`${prefix}.name`]}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onChange={(event) => onChange({ name: event.currentTarget.value.replace(/\s+/g, '') })}
          />
        </Grid.Col>
        {field.type === 'select' ? (
          <Grid.Col span={12}>
            <TagsInput
              label="Choices"
              description="Press Enter after each one."
              size="sm"
              value={field.choices}
              maxTags={200}
              error={errors[`${prefix}.choices`]}
              onChange={(choices) => onChange({ choices })}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Switch
            mt={4}
            label="Required"
            checked={isRequiredRule(field.rules)}
            onChange={(event) => onChange({ rules: withRequired(field.rules, event.currentTarget.checked) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Rules"
            description="e.g. email, phone, url, min:2, max:200, include:word"
            size="sm"
            maxLength={200}
            value={field.rules}
            error={errors[`${prefix}.rules`]}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onChange={(event) => onChange({ rules: event.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** The fields as plain inputs, in order, with their required marks. */
function FormPreview({ fields }: { fields: readonly FormField[] }) {
  return (
    <Stack gap="sm" aria-label="Form preview" role="group">
      {fields.map((field, index) => {
        const required = isRequiredRule(field.rules);
        const common = { label: field.label, required, readOnly: true, tabIndex: -1, size: 'sm' as const };
        // Preview rows mirror the editor's order; fields have no id beyond their editable name.
        const key = `${index}-${field.type}`;
        if (field.type === 'checkbox')
          return <Checkbox key={key} label={field.label} required={required} readOnly tabIndex={-1} />;
        if (field.type === 'textarea')
          return <Textarea key={key} {...common} placeholder={field.placeholder} minRows={2} autosize />;
        if (field.type === 'select')
          return (
            <Select key={key} {...common} placeholder={field.placeholder || 'Choose…'} data={field.choices} />
          );
        return (
          <TextInput
            key={key}
            {...common}
            placeholder={field.placeholder}
            type={field.type === 'tel' ? 'tel' : field.type}
          />
        );
      })}
      <Button disabled fullWidth>
        Submit
      </Button>
    </Stack>
  );
}
