import {
  ActionIcon,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CARD_FORM_FIELD_NAMES,
  type CardFormField,
  DEFAULT_CARD_FORM_FIELDS,
  JOB_TITLE_CARD_FORM_FIELDS,
} from '@tessera/document';
import { IconPlus, IconTrash } from '../../../ui/icons.tsx';
import { type DraftSectionProps, withOptions } from './draft.ts';
import classes from './editor.module.css';

const FIELD_NAMES: Record<CardFormField['name'], string> = {
  fullname: 'Full name',
  company: 'Company',
  job: 'Job title',
  email: 'Email',
  phone: 'Phone',
  note: 'Note',
};

const sameFields = (a: readonly CardFormField[], b: readonly CardFormField[]) =>
  a.length === b.length && a.every((f, i) => f.name === b[i]!.name);

export function LeadFormSection({ draft, errors, disabled, onChange }: DraftSectionProps) {
  const options = draft.options;
  const form = options.LeadForm;
  const fields = options.FieldList;
  const setForm = (change: Partial<typeof form>) =>
    onChange(withOptions(draft, { LeadForm: { ...form, ...change } }));
  const setFields = (FieldList: CardFormField[]) => onChange(withOptions(draft, { FieldList }));
  const preset = sameFields(fields, DEFAULT_CARD_FORM_FIELDS)
    ? 'default'
    : sameFields(fields, JOB_TITLE_CARD_FORM_FIELDS)
      ? 'job'
      : 'custom';
  const missing = CARD_FORM_FIELD_NAMES.filter((name) => !fields.some((f) => f.name === name));

  return (
    <Stack gap="md">
      <Switch
        label="Show the lead form"
        description="Visitors can share their details with you; they appear under Leads."
        checked={options.ShowLeadForm}
        disabled={disabled}
        onChange={(e) => onChange(withOptions(draft, { ShowLeadForm: e.currentTarget.checked }))}
      />
      {options.ShowLeadForm ? (
        <>
          <TextInput
            label="Headline"
            value={form.Headline}
            maxLength={200}
            disabled={disabled}
            error={errors['options.LeadForm.Headline']}
            onChange={(e) => setForm({ Headline: e.currentTarget.value })}
          />
          <TextInput
            label="Button label"
            value={form.ButtonLabel}
            maxLength={100}
            disabled={disabled}
            error={errors['options.LeadForm.ButtonLabel']}
            onChange={(e) => setForm({ ButtonLabel: e.currentTarget.value })}
          />
          <Textarea
            label="Disclosure"
            description="Shown above the button: tell visitors how you will use their details."
            autosize
            minRows={2}
            value={form.Disclosure}
            maxLength={1000}
            disabled={disabled}
            onChange={(e) => setForm({ Disclosure: e.currentTarget.value })}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="fields-preset">
              Fields
            </Text>
            <SegmentedControl
              aria-labelledby="fields-preset"
              disabled={disabled}
              value={preset}
              data={[
                { value: 'default', label: 'Default' },
                { value: 'job', label: 'With job title' },
                { value: 'custom', label: 'Custom', disabled: true },
              ]}
              onChange={(value) =>
                setFields(
                  (value === 'job' ? JOB_TITLE_CARD_FORM_FIELDS : DEFAULT_CARD_FORM_FIELDS).map((f) => ({
                    ...f,
                  })),
                )
              }
            />
            {errors['options.FieldList'] ? (
              <Text size="xs" c="red" mt={4} role="alert">
                {errors['options.FieldList']}
              </Text>
            ) : null}
          </div>
          <Stack gap="xs">
            {fields.map((field, index) => (
              <Group key={field.name} className={classes.channel} gap="sm" wrap="nowrap" align="flex-end">
                <TextInput
                  label={`${FIELD_NAMES[field.name]} label`}
                  value={field.label}
                  maxLength={100}
                  disabled={disabled}
                  style={{ flex: 1 }}
                  onChange={(e) =>
                    setFields(
                      fields.map((f, i) => (i === index ? { ...f, label: e.currentTarget.value } : f)),
                    )
                  }
                />
                <Switch
                  label="Required"
                  checked={field.required}
                  disabled={disabled}
                  mb={8}
                  onChange={(e) =>
                    setFields(
                      fields.map((f, i) => (i === index ? { ...f, required: e.currentTarget.checked } : f)),
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={6}
                  aria-label={`Remove ${FIELD_NAMES[field.name]} field`}
                  disabled={disabled}
                  onClick={() => setFields(fields.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          {missing.length > 0 ? (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={disabled}>
                  Add field
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {missing.map((name) => (
                  <Menu.Item
                    key={name}
                    onClick={() =>
                      setFields([...fields, { name, label: FIELD_NAMES[name], required: false }])
                    }
                  >
                    {FIELD_NAMES[name]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
