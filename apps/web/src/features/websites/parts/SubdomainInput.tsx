import { Loader, Text, TextInput } from '@mantine/core';
import { validateField } from '@tessera/document';
import { validateSubdomain } from '../../../api/landings.ts';
import { useAppConfig } from '../../../app/appContext.tsx';
import { IconCheck } from '../../../ui/icons.tsx';
import { useAvailability } from './useAvailability.ts';

/** SPEC §5: a subdomain input strips whitespace as it is typed. */
export function normalizeSubdomain(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The client half of the SPEC §5 subdomain rule, with its exact message (null when valid). */
export function subdomainFormatError(value: string): string | null {
  return validateField(value, 'required|subdomain');
}

/**
 * The subdomain field: `.{sites domain}` shown after it, the SPEC §5 format message as soon as
 * something is typed, then the server's availability answer. `serverError` is a 422 from saving.
 */
export function SubdomainInput({
  value,
  onChange,
  landingId,
  serverError,
  touched,
  label = 'Subdomain',
  required = true,
}: {
  value: string;
  onChange: (value: string) => void;
  landingId?: number;
  serverError?: string | undefined;
  /** Show the required message only once the field was used or the form submitted. */
  touched: boolean;
  label?: string;
  /** Optional fields accept an empty value (a copy then gets a free subdomain of its own). */
  required?: boolean;
}) {
  const { sites_domain: sitesDomain } = useAppConfig();
  const formatError = value === '' && (!touched || !required) ? null : subdomainFormatError(value);
  const availability = useAvailability(
    value,
    formatError === null && value !== '',
    async (subdomain, signal) => ({
      ok: true,
      message: (await validateSubdomain(subdomain, landingId, signal)).message,
    }),
    'subdomain',
  );
  const error =
    formatError ?? serverError ?? (availability.state === 'error' ? availability.message : undefined);
  return (
    <TextInput
      label={label}
      description={`Your site is reached at ${value || 'name'}.${sitesDomain}`}
      value={value}
      onChange={(event) => onChange(normalizeSubdomain(event.currentTarget.value))}
      error={error}
      autoComplete="off"
      spellCheck={false}
      required={required}
      rightSectionWidth={sitesDomain.length * 8 + 48}
      rightSection={
        <Text
          size="sm"
          c="dimmed"
          pr="sm"
          style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
        >
          {availability.state === 'checking' ? <Loader size={12} aria-label="Checking" /> : null}
          {availability.state === 'ok' && !error ? (
            <IconCheck size={14} color="var(--mantine-color-teal-6)" aria-label="Available" />
          ) : null}
          .{sitesDomain}
        </Text>
      }
      data-testid="subdomain-input"
    />
  );
}
