import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type DnsRecordCheck,
  DOMAIN_MESSAGES,
  type DomainStatus,
  updateLandingBody,
} from '@tessera/api-contract';
import { validateField } from '@tessera/document';
import { type FormEvent, useState } from 'react';
import { useDomainStatus, useSetCustomDomain, useUpdateLanding, validateDomain } from '../../api/landings.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { apiFieldError, apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconCheck, IconX } from '../../ui/icons.tsx';
import { CopyIcon } from './parts/CopyField.tsx';
import { SubdomainInput, subdomainFormatError } from './parts/SubdomainInput.tsx';
import { useAvailability } from './parts/useAvailability.ts';
import { useSite } from './siteContext.ts';

/** SPEC §5: the custom domain rule with its exact message (whitespace stripped first). */
export function domainFormatError(value: string): string | null {
  return validateField(value, 'required|customurl');
}

/** The inputs of the details form that show their own message. */
const DETAIL_FIELDS = ['title', 'subdomain', 'description'];

/** The domain without its `www.` when that is what makes it invalid, so the hint can offer it. */
export function domainWithoutWww(value: string): string | null {
  if (!/^www\./i.test(value)) return null;
  const bare = value.slice(4);
  return domainFormatError(bare) === null ? bare : null;
}

function Details() {
  const site = useSite();
  const update = useUpdateLanding(site.id);
  const [title, setTitle] = useState(site.title);
  const [description, setDescription] = useState(site.description);
  const [subdomain, setSubdomain] = useState(site.subdomain);
  const [errors, setErrors] = useState<FieldErrors>({});
  const changes = {
    ...(title.trim() !== site.title ? { title } : {}),
    ...(description.trim() !== site.description ? { description } : {}),
    ...(subdomain !== site.subdomain ? { subdomain } : {}),
  };
  const dirty = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateLandingBody.safeParse(changes);
    if (!parsed.success || subdomainFormatError(subdomain)) {
      setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, DETAIL_FIELDS));
      return;
    }
    update.mutate(parsed.data, { onError: (error) => setErrors(apiFieldErrors(error, DETAIL_FIELDS)) });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="details-title">
      <Title id="details-title" order={2} size="h4" mb="md">
        Name and address
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Website name"
              required
              value={title}
              error={errors.title}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setErrors(({ title: _, ...rest }) => rest);
              }}
            />
            <SubdomainInput
              value={subdomain}
              landingId={site.id}
              touched
              serverError={errors.subdomain}
              onChange={(next) => {
                setSubdomain(next);
                setErrors(({ subdomain: _, ...rest }) => rest);
              }}
            />
          </SimpleGrid>
          {subdomain !== site.subdomain && !subdomainFormatError(subdomain) ? (
            <Alert color="orange" variant="light" icon={<IconAlert />}>
              The site moves to the new address at once; links to {site.subdomain} stop working.
            </Alert>
          ) : null}
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={500}
            value={description}
            error={errors.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function RecordRow({ record, optional = false }: { record: DnsRecordCheck; optional?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Badge variant="outline" size="sm">
          {record.type}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {record.host}
          </Text>
          <CopyIcon value={record.host} label={`${record.type} host`} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {record.value}
          </Text>
          <CopyIcon value={record.value} label={`${record.type} value`} />
        </Group>
      </Table.Td>
      <Table.Td>
        {record.ok ? (
          <Group gap={4} c="teal.7" wrap="nowrap">
            <IconCheck size={16} />
            <Text size="sm">Found</Text>
          </Group>
        ) : (
          <Stack gap={0}>
            <Group gap={4} c={optional ? 'dimmed' : 'orange.7'} wrap="nowrap">
              <IconX size={16} />
              <Text size="sm">{optional ? 'Optional, not set' : 'Not found yet'}</Text>
            </Group>
            {record.found.length > 0 ? (
              <Text size="xs" c="dimmed">
                DNS answers {record.found.join(', ')}
              </Text>
            ) : null}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function CustomDomain() {
  const site = useSite();
  const status = useDomainStatus(site.id, site.domain !== null);
  const setDomain = useSetCustomDomain(site.id);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState(false);
  const formatError = value === '' && !touched ? null : domainFormatError(value);
  const availability = useAvailability(
    value,
    formatError === null && value !== '',
    async (domain, signal) => ({
      ok: true,
      message: (await validateDomain(domain, site.id, signal)).message,
    }),
    'domain',
  );
  const shownError =
    formatError ?? error ?? (availability.state === 'error' ? availability.message : undefined);
  const bare = formatError ? domainWithoutWww(value) : null;

  const connect = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (domainFormatError(value)) return;
    setDomain.mutate(
      { domain: value },
      {
        onSuccess: () => {
          setValue('');
          setTouched(false);
          void status.refetch();
        },
        onError: (e) => setError(apiFieldError(e, 'domain')),
      },
    );
  };

  if (!site.domain) {
    return (
      <Paper withBorder p="lg" component="section" aria-labelledby="domain-title">
        <Title id="domain-title" order={2} size="h4" mb={4}>
          Custom domain
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Serve the site on your own domain, such as example.com or shop.example.com. You then add two DNS
          records where the domain is registered. Visitors who type www. in front of it are sent on to the
          domain.
        </Text>
        <form onSubmit={connect} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              aria-label="Custom domain"
              placeholder="shop.example.com"
              value={value}
              error={shownError}
              style={{ flex: 1, maxWidth: 420 }}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => {
                setValue(e.currentTarget.value.replace(/\s+/g, ''));
                setError(undefined);
              }}
              onBlur={() => setTouched(value !== '')}
              // SPEC §5 keeps `www.` out; the hint under the message says why and offers the fix.
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              description={
                bare ? (
                  <span data-testid="domain-www-hint">
                    {DOMAIN_MESSAGES.wwwHint}{' '}
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => {
                        setValue(bare);
                        setError(undefined);
                      }}
                    >
                      Use {bare}
                    </Anchor>
                  </span>
                ) : undefined
              }
              rightSection={
                availability.state === 'checking' ? <Loader size={14} aria-label="Checking" /> : null
              }
              data-testid="domain-input"
            />
            <Button type="submit" loading={setDomain.isPending}>
              Connect domain
            </Button>
          </Group>
        </form>
      </Paper>
    );
  }

  const data = status.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="domain-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title id="domain-title" order={2} size="h4">
            {site.domain}
          </Title>
          <Text size="sm" c="dimmed">
            {data?.checked_at ? `Checked ${formatDateTime(data.checked_at)}` : 'Checking DNS…'}
          </Text>
        </div>
        {(data?.verified ?? site.domain_verified) ? (
          <Badge color="teal" size="lg" variant="light">
            Connected
          </Badge>
        ) : (
          <Badge color="orange" size="lg" variant="light">
            Waiting for DNS
          </Badge>
        )}
      </Group>
      {data?.error ? (
        <Alert color="orange" variant="light" icon={<IconAlert />} mb="sm">
          {data.error}
        </Alert>
      ) : null}
      <Text size="sm" mb="sm">
        {data?.verified
          ? 'The site answers on this domain. Keep these records in place.'
          : 'Add these records at your DNS provider. Changes can take from a few minutes to a day to show.'}
      </Text>
      {data?.apex ? <ApexNote status={data} /> : null}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-busy={status.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Host</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.records ?? []).map((record) => (
              <RecordRow key={`${record.type}-${record.name}-${record.value}`} record={record} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.www_record ? (
        <Stack gap={4} mt="md">
          <Text size="sm" fw={500}>
            Optional: www.{site.domain}
          </Text>
          <Text size="sm" c="dimmed">
            Add this record too and visitors who type www.{site.domain} are sent on to {site.domain}.
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="www-record">
              <Table.Tbody>
                <RecordRow record={data.www_record} optional />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      <Group justify="space-between" mt="md">
        <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
          Remove domain
        </Button>
        <Button variant="light" loading={status.isFetching} onClick={() => void status.refetch()}>
          Check again
        </Button>
      </Group>
      <ConfirmModal
        opened={removing}
        title={`Remove ${site.domain}?`}
        confirmLabel="Remove domain"
        loading={setDomain.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => setDomain.mutate({ domain: null }, { onSuccess: () => setRemoving(false) })}
      >
        <Text size="sm">
          The site stops answering on {site.domain} at once; it stays reachable at{' '}
          {site.subdomain_url.replace(/^https?:\/\//, '')}.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}

/**
 * A registrable domain (example.com) cannot hold a CNAME beside its other records: the DNS host
 * must flatten it (ALIAS/ANAME), or the domain takes the platform's A records when there are some.
 */
function ApexNote({ status }: { status: DomainStatus }) {
  const target = status.www_record?.value ?? '';
  const usesAddresses = status.records.some((record) => record.type === 'A');
  return (
    <Alert
      color="blue"
      variant="light"
      mb="sm"
      title={`${status.domain} is a root domain`}
      data-testid="apex-note"
    >
      {usesAddresses
        ? `A root domain cannot hold a CNAME record next to its other records, so it points at our servers with the A records below. If your DNS host supports CNAME flattening (sometimes called ALIAS or ANAME), you may point the domain at ${target} that way instead.`
        : `A root domain cannot hold a plain CNAME record next to its other records: your DNS host must support CNAME flattening at the root (sometimes called ALIAS or ANAME) for the record at @. If it does not, connect a subdomain such as shop.${status.domain} instead.`}
    </Alert>
  );
}

/** SPEC §2 `/agency/websites/{id}/edit`: the site's name, subdomain and custom domain (SPEC §5 rules). */
export function WebsiteDomainScreen() {
  const site = useSite();
  return (
    <Stack gap="lg" maw={960}>
      <Details key={`${site.id}-${site.updated_at}`} />
      <CustomDomain key={`domain-${site.domain}`} />
    </Stack>
  );
}
