import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { BusinessDetails } from '@tessera/api-contract';
import type { FieldErrors } from '../../../ui/forms.ts';

export type { BusinessDetails };

export const EMPTY_BUSINESS_DETAILS: BusinessDetails = {
  business_name: '',
  tagline: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postal_code: '',
};

const FIELDS: ReadonlyArray<{
  name: keyof BusinessDetails;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
}> = [
  { name: 'business_name', label: 'Business name', autoComplete: 'organization' },
  { name: 'tagline', label: 'Tagline', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
];

/** The inputs of the business details, two a row: what a new website says about the business. */
export function BusinessDetailsInputs({
  value,
  errors,
  onChange,
  nameRequired = false,
  namePlaceholder,
}: {
  value: BusinessDetails;
  errors: FieldErrors;
  onChange: (name: keyof BusinessDetails, next: string) => void;
  nameRequired?: boolean;
  namePlaceholder?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={value[field.name]}
          error={errors[field.name]}
          {...(field.name === 'business_name'
            ? { required: nameRequired, placeholder: namePlaceholder }
            : {})}
          {...(field.name === 'tagline' ? { description: 'One sentence: who you help and how.' } : {})}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The business details a template's pages are filled with when the site is made (its
 * `{{business.…}}` placeholders); what is left blank is left off the site.
 */
export function BusinessDetailsFields({
  value,
  errors,
  siteName,
  onChange,
}: {
  value: BusinessDetails;
  errors: FieldErrors;
  /** Shown as the business name until one is typed: the site's name is used then. */
  siteName: string;
  onChange: (name: keyof BusinessDetails, next: string) => void;
}) {
  return (
    <Fieldset legend="Business details" variant="filled" data-testid="business-details">
      <Text size="sm" c="dimmed" mb="sm">
        The template's pages show these: the name in the header and footer, the contact details in the contact
        section. Leave out what you don't want on the site; you can change everything later.
      </Text>
      <BusinessDetailsInputs
        value={value}
        errors={errors}
        onChange={onChange}
        namePlaceholder={siteName || 'Same as the website name'}
      />
    </Fieldset>
  );
}
