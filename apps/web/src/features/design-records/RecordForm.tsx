import { Alert, Anchor, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type ComponentType, type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type CategoryArea,
  type DataOf,
  type DesignRecordArea,
  useCategoryOptions,
  useRecord,
  useSaveRecord,
} from '../../api/design-records.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import type { RecordKind } from './kind.ts';

/**
 * The details form of a design record, the same for every kind (SPEC §2 `…/create`, `…/{id}/edit`):
 * a new record is checked with the kind's create body and goes where it is designed; an existing
 * one is checked with its update body and goes back to the list. Field errors (the form's own,
 * then the API's 422) show beside their inputs until the value changes.
 */

export interface RecordFormOptions<V extends object> {
  kind: RecordKind;
  /** The record whose details are edited; null for a new one. */
  record: { id: number } | null;
  initial: V;
  /** The API field of each value with an input that shows its errors. */
  fieldOf: Partial<Record<keyof V, string>>;
  /** What is sent: a new record's create body, or an existing one's update body. */
  body: (values: V, isNew: boolean) => Record<string, unknown>;
}

export function useRecordForm<V extends object>(options: RecordFormOptions<V>) {
  const navigate = useNavigate();
  const isNew = options.record === null;
  const { paths } = options.kind;
  const save = useSaveRecord(options.kind.area, options.record?.id ?? null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = options.fieldOf[key];
    if (field) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = options.body(values, isNew);
    // Each sent field that has an input shows its own message; anything else goes to the alert.
    const fields = Object.values(options.fieldOf as Record<string, string | undefined>);
    const shown = fields.filter((field): field is string => field !== undefined && field in body);
    // Checked with the schema the kind declares for the call, as the API will check it.
    const { create, update } = options.kind.area.endpoints;
    const parsed = (isNew ? create.body : update.body).safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, {
      // A new record goes where it is worked on. Every kind answers with the record, which has its id.
      onSuccess: (saved) => navigate(isNew ? paths.design((saved as { id: number }).id) : paths.list),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  /** The message beside a value's input, when its field has one. */
  const errorOf = (key: keyof V) => {
    const field = options.fieldOf[key];
    return field === undefined ? undefined : errors[field];
  };

  return { isNew, values, set, errors, errorOf, submit, saving: save.isPending, cancelTo: paths.list };
}

export type RecordForm<V extends object> = ReturnType<typeof useRecordForm<V>>;

/** The values of `V` that are text, which a text field edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** A text input (or, `multiline`, a growing text area) bound to one value of the form. */
export function RecordTextField<V extends object>({
  form,
  name,
  label,
  description,
  max,
  required = false,
  autofocus = false,
  multiline = false,
  placeholder,
  flex,
}: {
  form: RecordForm<V>;
  name: TextKey<V>;
  label: string;
  description: string;
  max: number;
  required?: boolean;
  /** The form's first input. */
  autofocus?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** Shares its row with something beside it. */
  flex?: boolean;
}) {
  const shared = {
    label,
    description,
    required,
    maxLength: max,
    value: form.values[name] as string,
    error: form.errorOf(name),
    ...(placeholder ? { placeholder } : {}),
    ...(flex ? { style: { flex: 1 } } : {}),
    ...(autofocus ? { 'data-autofocus': true } : {}),
  };
  const change = (value: string) => form.set(name, value as V[TextKey<V>]);
  return multiline ? (
    <Textarea {...shared} autosize minRows={2} onChange={(event) => change(event.currentTarget.value)} />
  ) : (
    <TextInput {...shared} onChange={(event) => change(event.currentTarget.value)} />
  );
}

/** A details form: the alert for messages of no one field, the kind's inputs, Cancel and save. */
export function RecordFormPanel<V extends object>({
  form,
  submitLabel,
  ariaLabel,
  children,
}: {
  form: RecordForm<V>;
  submitLabel: string;
  ariaLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={form.submit} noValidate aria-label={ariaLabel}>
        <Stack gap="md">
          <FormAlert errors={form.errors} />
          {children}
          <FormButtons cancelTo={form.cancelTo} saving={form.saving}>
            {submitLabel}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** A record of the kind as its read answers it. */
type RecordData<A extends DesignRecordArea> = DataOf<A['endpoints']['get']>;

/** A kind's details form: a new record's (`record` null), or an existing one's. */
export type RecordFormComponent<A extends DesignRecordArea> = ComponentType<{ record: RecordData<A> | null }>;

/**
 * The create and edit screens of a kind (SPEC §2 `…/create`, `…/{id}/edit`) around its details
 * form. The edit screen loads the record the address names, then shows the form with it; an
 * address that names none, or a record that cannot be loaded, says so with a way back.
 */
export function recordFormScreens<A extends DesignRecordArea>(
  kind: RecordKind<A>,
  Form: RecordFormComponent<A>,
) {
  const { noun, paths, designLink } = kind;

  function CreateScreen() {
    return (
      <>
        <ScreenHeader title={`New ${noun}`} description={kind.says.create} />
        <Form record={null} />
      </>
    );
  }

  function EditScreen() {
    const id = Number(useParams()[kind.param]);
    const record = useRecord(kind.area, id);
    return (
      <RecordEditFrame<RecordData<A>>
        title={kind.details.title ?? `Edit ${noun}`}
        {...(kind.says.edit ? { description: kind.says.edit } : {})}
        {...(designLink
          ? {
              actions: (
                <Anchor component={Link} to={paths.design(id)}>
                  {designLink}
                </Anchor>
              ),
            }
          : {})}
        noun={noun}
        listPath={paths.list}
        invalid={!Number.isInteger(id) || id <= 0}
        record={record}
        // A new form for each record the address names.
        form={(loaded) => <Form key={id} record={loaded} />}
      />
    );
  }

  return { CreateScreen, EditScreen };
}

/** The record's name (a course's title): the form's first input. */
export function RecordNameField<V extends { name: string } | { title: string }>({
  form,
  description,
}: {
  form: RecordForm<V>;
  description: string;
}) {
  const key = ('title' in form.values ? 'title' : 'name') as TextKey<V>;
  return (
    <RecordTextField
      form={form}
      name={key}
      label={key === 'title' ? 'Title' : 'Name'}
      description={description}
      max={120}
      required
      autofocus
    />
  );
}

/** The record's description: a growing text area of at most `max` characters. */
export function RecordDescriptionField<V extends { description: string }>({
  form,
  description,
  max,
}: {
  form: RecordForm<V>;
  description: string;
  max: number;
}) {
  return (
    <RecordTextField
      form={form}
      name={'description' as TextKey<V>}
      label="Description"
      description={description}
      max={max}
      multiline
    />
  );
}

/** The category select of a kind filed under categories, with a way to its categories when there are none. */
export function CategoryField({
  area,
  noun,
  categoriesPath,
  value,
  error,
  onChange,
}: {
  area: CategoryArea;
  /** What the kind's records are called: "page template". */
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
