import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AgencyDetail,
  type BillingStatus,
  billingStatuses,
  type CreateAgencyBody,
  createAgencyBody,
  type UpdateAgencyBody,
  updateAgencyBody,
} from '@tessera/api-contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAgencies, useAgency, useCreateAgency, useUpdateAgency } from '../../api/agencies.ts';
import { describeError } from '../../api/errors.ts';
import { useWhitelabels } from '../../api/whitelabels.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, placeFieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { AgencyBillingPanel } from '../billing-admin/AgencyBillingPanel.tsx';
import { AiKeyPanel } from '../profile/AiKeyPanel.tsx';

interface FormState {
  name: string;
  ownerName: string;
  ownerEmail: string;
  ownerPassword: string;
  subscribed: boolean;
  free_fee: boolean;
  free_register: boolean;
  stripe_status: BillingStatus;
  reseller_status: BillingStatus;
  stripe_price: string;
  reseller_plan: string;
  default_payment_method: string;
  premiumApps: string[];
  premiumElements: string[];
  app_plans: string[];
  card_limit: number;
  whitelabel_id: string | null;
  parent_agency_id: string | null;
}

function initialState(agency: AgencyDetail | null): FormState {
  return {
    name: agency?.name ?? '',
    ownerName: agency?.owner?.name ?? '',
    ownerEmail: agency?.owner?.email ?? '',
    ownerPassword: '',
    subscribed: agency?.subscribed ?? false,
    free_fee: agency?.free_fee ?? false,
    free_register: agency?.free_register ?? false,
    stripe_status: agency?.stripe_status ?? 'none',
    reseller_status: agency?.reseller_status ?? 'none',
    stripe_price: agency?.stripe_price ?? '',
    reseller_plan: agency?.reseller_plan ?? '',
    default_payment_method: agency?.default_payment_method ?? '',
    premiumApps: agency?.premiumApps ?? [],
    premiumElements: agency?.premiumElements ?? [],
    app_plans: agency?.app_plans ?? [],
    card_limit: agency?.card_limit ?? 10,
    whitelabel_id: agency ? String(agency.whitelabel_id) : null,
    parent_agency_id: agency?.parent_agency ? String(agency.parent_agency.id) : null,
  };
}

const statusOptions = billingStatuses.map((value) => ({ value, label: value.replace('_', ' ') }));

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/**
 * Create and edit an agency (SPEC §2 `/admin/agencies/create`, `{id}/edit`; SPEC §3 every
 * User.agency field). A reseller owner uses the same form for its client agencies with only the
 * name and owner: billing and grants are the platform's (the server refuses them anyway).
 */
export function AgencyForm({
  agency,
  mode,
  listPath,
}: {
  agency: AgencyDetail | null;
  mode: 'admin' | 'reseller';
  listPath: string;
}) {
  const navigate = useNavigate();
  const config = useAppConfig();
  const [form, setForm] = useState<FormState>(() => initialState(agency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateAgency();
  const update = useUpdateAgency(agency?.id ?? 0);
  const admin = mode === 'admin';
  // The white-label choice is an admin field: a reseller's form never lists white labels.
  const whitelabels = useWhitelabels(
    { page: 1, per_page: 100, sort: 'domain', order: 'asc' },
    { enabled: admin },
  );
  const resellers = useAgencies(
    { page: 1, per_page: 100, status: 'active', sort: 'name', order: 'asc' },
    { enabled: admin },
  );
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };

  const adminFields = () => ({
    subscribed: form.subscribed,
    free_fee: form.free_fee,
    free_register: form.free_register,
    stripe_status: form.stripe_status,
    reseller_status: form.reseller_status,
    stripe_price: form.stripe_price,
    reseller_plan: form.reseller_plan,
    default_payment_method: form.default_payment_method,
    premiumApps: form.premiumApps,
    premiumElements: form.premiumElements,
    app_plans: form.app_plans,
    card_limit: form.card_limit,
    ...(form.whitelabel_id ? { whitelabel_id: Number(form.whitelabel_id) } : {}),
    parent_agency_id: form.parent_agency_id ? Number(form.parent_agency_id) : null,
  });

  /** The inputs that show a message; the owner's nested fields (`owner.email`) show on the owner inputs. */
  const shown = [
    'name',
    'ownerName',
    'ownerEmail',
    ...(agency ? [] : ['ownerPassword']),
    ...(admin
      ? [
          'parent_agency_id',
          'whitelabel_id',
          'stripe_price',
          'reseller_plan',
          'default_payment_method',
          'premiumApps',
          'premiumElements',
          'app_plans',
          'card_limit',
        ]
      : []),
  ];
  const ownerInputs: Record<string, string> = {
    'owner.name': 'ownerName',
    'owner.email': 'ownerEmail',
    'owner.password': 'ownerPassword',
  };
  /** Messages keyed as the body names them (`owner.email`), placed on this form's inputs. */
  const place = (byPath: FieldErrors) =>
    setErrors(
      placeFieldErrors(
        Object.entries(byPath).map(([key, message]) => [ownerInputs[key] ?? key, message] as const),
        shown,
      ),
    );
  const everyPath = () => true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: unknown) => place(apiFieldErrors(error, everyPath));
    if (agency) {
      const body: UpdateAgencyBody = {
        name: form.name,
        owner: agency.owner ? { name: form.ownerName, email: form.ownerEmail } : undefined,
        ...(admin ? adminFields() : {}),
      };
      const parsed = updateAgencyBody.safeParse(body);
      if (!parsed.success) return place(zodFieldErrors(parsed.error, everyPath));
      update.mutate(body, { onSuccess: () => void navigate(listPath), onError });
      return;
    }
    const body: CreateAgencyBody = {
      name: form.name,
      owner: { name: form.ownerName, email: form.ownerEmail, password: form.ownerPassword },
      ...(admin ? adminFields() : {}),
    };
    const parsed = createAgencyBody.safeParse(body);
    if (!parsed.success) return place(zodFieldErrors(parsed.error, everyPath));
    create.mutate(body, { onSuccess: () => void navigate(listPath), onError });
  };

  const parentOptions = (resellers.data?.data ?? [])
    .filter((a) => a.id !== agency?.id && a.parent_agency === null)
    .map((a) => ({ value: String(a.id), label: a.name }));
  const whitelabelOptions = (whitelabels.data?.data ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.name} (${w.domain})`,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert errors={errors} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Agency" description="The agency's name and the owner who signs in to it.">
            <TextInput
              label="Agency name"
              required
              value={form.name}
              error={errors.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
            <TextInput
              label="Owner name"
              required
              value={form.ownerName}
              error={errors.ownerName}
              onChange={(e) => set('ownerName', e.currentTarget.value)}
            />
            <TextInput
              label="Owner email"
              type="email"
              required
              value={form.ownerEmail}
              error={errors.ownerEmail}
              onChange={(e) => set('ownerEmail', e.currentTarget.value)}
            />
            {agency ? null : (
              <PasswordInput
                label="Owner password"
                description="At least 8 characters. The owner can change it after signing in."
                required
                autoComplete="new-password"
                value={form.ownerPassword}
                error={errors.ownerPassword}
                onChange={(e) => set('ownerPassword', e.currentTarget.value)}
              />
            )}
          </Section>
          {admin ? (
            <Section
              title="Access"
              description="An agency can work when it is subscribed, free of fee, registered for free or covered by its reseller."
            >
              <Checkbox
                label="Subscribed"
                checked={form.subscribed}
                onChange={(e) => set('subscribed', e.currentTarget.checked)}
              />
              <Checkbox
                label="Free fee (never pays)"
                checked={form.free_fee}
                onChange={(e) => set('free_fee', e.currentTarget.checked)}
              />
              <Checkbox
                label="Free register"
                checked={form.free_register}
                onChange={(e) => set('free_register', e.currentTarget.checked)}
              />
              <Select
                label="Managed by (reseller)"
                description="A reseller agency manages this agency and covers its access."
                placeholder="Nobody — independent"
                clearable
                searchable
                data={parentOptions}
                value={form.parent_agency_id}
                error={errors.parent_agency_id}
                onChange={(value) => set('parent_agency_id', value)}
              />
              <Select
                label="White label"
                data={whitelabelOptions}
                value={form.whitelabel_id}
                error={errors.whitelabel_id}
                placeholder={agency ? undefined : 'The default white label'}
                onChange={(value) => set('whitelabel_id', value)}
              />
            </Section>
          ) : (
            <Alert color="blue" title="Client agency" variant="light">
              The agency becomes a client of yours: its owner signs in with these details and works under your
              reseller plan. You can sign in as its owner from your client list.
            </Alert>
          )}
        </SimpleGrid>
        {admin ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section
              title="Billing fields"
              description="What the payment provider reports; normally set by subscriptions (see Billing below)."
            >
              <Group grow>
                <Select
                  label="Stripe status"
                  data={statusOptions}
                  value={form.stripe_status}
                  allowDeselect={false}
                  onChange={(v) => v && set('stripe_status', v as BillingStatus)}
                />
                <Select
                  label="Reseller status"
                  data={statusOptions}
                  value={form.reseller_status}
                  allowDeselect={false}
                  onChange={(v) => v && set('reseller_status', v as BillingStatus)}
                />
              </Group>
              <TextInput
                label="Stripe price"
                value={form.stripe_price}
                error={errors.stripe_price}
                onChange={(e) => set('stripe_price', e.currentTarget.value)}
              />
              <TextInput
                label="Reseller plan"
                value={form.reseller_plan}
                error={errors.reseller_plan}
                onChange={(e) => set('reseller_plan', e.currentTarget.value)}
              />
              <TextInput
                label="Default payment method"
                value={form.default_payment_method}
                error={errors.default_payment_method}
                onChange={(e) => set('default_payment_method', e.currentTarget.value)}
              />
            </Section>
            <Section
              title="Grants"
              description="Premium apps and elements this agency may use, its app plans and card limit."
            >
              <MultiSelect
                label="Premium apps"
                data={config.premiumAppDirectory.map((a) => ({ value: a.key, label: a.name }))}
                value={form.premiumApps}
                error={errors.premiumApps}
                onChange={(v) => set('premiumApps', v)}
                searchable
              />
              <MultiSelect
                label="Premium elements"
                data={config.allPremiumElements}
                value={form.premiumElements}
                error={errors.premiumElements}
                onChange={(v) => set('premiumElements', v)}
                searchable
              />
              <TagsInput
                label="App plans"
                description="Press Enter after each plan name."
                value={form.app_plans}
                error={errors.app_plans}
                onChange={(v) => set('app_plans', v)}
              />
              <NumberInput
                label="Card limit"
                min={0}
                max={100000}
                allowDecimal={false}
                value={form.card_limit}
                error={errors.card_limit}
                onChange={(v) => set('card_limit', typeof v === 'number' ? v : 0)}
              />
            </Section>
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end">
          <Button component={Link} to={listPath} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {agency ? 'Save changes' : 'Create agency'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AgencyFormScreen({ mode }: { mode: 'admin' | 'reseller' }) {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const agency = useAgency(id !== null && Number.isInteger(id) ? id : null);
  const listPath = mode === 'admin' ? '/admin/agencies' : '/agency/clients';
  const title = id === null ? 'New agency' : 'Edit agency';

  if (id !== null && !agency.data) {
    return (
      <>
        <ScreenHeader title={title} />
        {agency.error ? (
          <Alert color="red" title="This agency could not be loaded">
            {describeError(agency.error)}{' '}
            <Button size="xs" variant="white" onClick={() => void agency.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Skeleton height={320} radius="md" />
        )}
      </>
    );
  }

  return (
    <>
      <ScreenHeader
        title={agency.data ? agency.data.name : title}
        description={
          agency.data
            ? `Agency #${agency.data.id}${agency.data.status === 'archived' ? ' · archived' : ''}`
            : 'An agency and its owner account.'
        }
      />
      <AgencyForm
        key={agency.data?.updated_at ?? 'new'}
        agency={agency.data ?? null}
        mode={mode}
        listPath={listPath}
      />
      {mode === 'admin' && agency.data ? (
        <Stack mt="lg">
          <AgencyBillingPanel agencyId={agency.data.id} />
          <AiKeyPanel agencyId={agency.data.id} status={agency.data.openai_api_key} />
        </Stack>
      ) : null}
    </>
  );
}
