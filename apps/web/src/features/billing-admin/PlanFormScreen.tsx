import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  billingCurrencies,
  formatPrice,
  type PlanDetail,
  planBody,
  updatePlanBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreatePlan, usePlan, useUpdatePlan } from '../../api/billing-admin.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconPencil, IconPlus } from '../../ui/icons.tsx';
import listClasses from '../../ui/list/ListTable.module.css';
import { Panel } from '../../ui/Panel.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import {
  currencyLocked,
  type NumberText,
  PLAN_FIELDS,
  type PlanFormValues,
  planBodyOf,
  planFormValues,
  planUpdateOf,
  slugOf,
} from './forms.ts';
import { PLAN_TYPE_CHOICES } from './labels.ts';
import { currencyLabel } from './money.ts';
import { ActiveBadge, BillingNotSetUp, StripeId } from './parts.tsx';
import { billingAdminPaths as paths } from './paths.ts';

const CURRENCY_OPTIONS = billingCurrencies.map((value) => ({ value, label: currencyLabel(value) }));

/** A number input's change as the form keeps it: a whole number, or '' while empty. */
const numberText = (value: number | string): NumberText => (typeof value === 'number' ? value : '');

/** A plan's details: what it is called, what it gives, its currency and trial. */
function PlanForm({ plan }: { plan: PlanDetail | null }) {
  const navigate = useNavigate();
  const config = useAppConfig();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new plan's name follows its title until the name is typed in.
  const [nameTyped, setNameTyped] = useState(plan !== null);
  const locked = currencyLocked(plan);

  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: unknown) => setErrors(apiFieldErrors(error, PLAN_FIELDS));
    if (plan) {
      const body = planUpdateOf(plan, values);
      if (Object.keys(body).length === 0) return void navigate(paths.plans);
      const parsed = updatePlanBody.safeParse(body);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, PLAN_FIELDS));
      update.mutate({ id: plan.id, body }, { onSuccess: () => navigate(paths.plans), onError });
      return;
    }
    const body = planBodyOf(values);
    const parsed = planBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, PLAN_FIELDS));
    create.mutate(body, {
      onSuccess: (created) => {
        notifications.show({
          color: 'teal',
          message: `The plan “${created.title}” is created. Give it a price so it can be sold.`,
          autoClose: TOAST_DURATION_MS,
        });
        void navigate(paths.createPrice(created.id));
      },
      onError,
    });
  };

  const currency = (
    <Select
      label="Currency"
      description={
        locked
          ? "Fixed: this plan has prices, and a price is in its plan's currency."
          : 'Every price of the plan is in this currency. It is fixed once the plan has a price.'
      }
      data={CURRENCY_OPTIONS}
      value={values.currency}
      onChange={(value) => value && set('currency', value)}
      allowDeselect={false}
      searchable
      error={errors.currency}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={plan ? `Edit ${plan.title}` : 'New plan'}>
      <Stack gap="lg" maw={880}>
        <FormAlert errors={errors} />
        <Panel title="Plan" description="What agencies see and what the plan gives them.">
          <TextInput
            label="Title"
            description="What agencies and buyers see: “Agency – Monthly”."
            required
            maxLength={120}
            value={values.title}
            error={errors.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              set('title', title);
              if (!nameTyped) set('name', slugOf(title));
            }}
          />
          <TextInput
            label="Name"
            description={
              plan
                ? 'The key agencies hold this plan by: renaming it changes which plan those keys name, so change it only before anyone holds the plan. Lower-case letters, digits and hyphens, no spaces.'
                : 'The key agencies hold the plan by, also used in links: lower-case letters, digits and hyphens, no spaces (agency-monthly).'
            }
            required
            maxLength={60}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            autoCapitalize="off"
            spellCheck={false}
            value={values.name}
            error={errors.name}
            onChange={(e) => {
              setNameTyped(true);
              set('name', e.currentTarget.value);
            }}
          />
          <Textarea
            label="Description (optional)"
            description="A line or two on what the plan includes, shown where it is offered."
            autosize
            minRows={2}
            maxLength={1000}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <ChoiceCards
            label="Type"
            description="What holding the plan gives an agency."
            value={values.type}
            onChange={(type) => set('type', type)}
            choices={PLAN_TYPE_CHOICES}
            error={errors.type}
          />
          <Switch
            label="Active"
            description="Inactive plans are not offered; agencies that hold one keep it."
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
        </Panel>
        <Panel title="Billing" description="How the plan is paid for.">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {locked ? (
              <PermissionGate
                allowed={false}
                message={`A price is in its plan's currency, and this plan has prices: it stays in ${values.currency.toUpperCase()}.`}
              >
                {currency}
              </PermissionGate>
            ) : (
              currency
            )}
            <NumberInput
              label="Trial days"
              description="Free days before the first payment (0: no trial)."
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              value={values.trial_days}
              error={errors.trial_days}
              onChange={(value) => set('trial_days', numberText(value))}
            />
          </SimpleGrid>
          {plan ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                Stripe product:
              </Text>
              <StripeId id={plan.stripe_product_id} missing="Not in Stripe yet" />
            </Group>
          ) : null}
        </Panel>
        <Panel
          title="What it grants"
          description="Premium apps and elements, and how much the agency may hold."
        >
          {values.type === 'unlimited' ? (
            <Text size="sm" c="dimmed">
              An unlimited reseller plan grants every premium app and element: nothing to choose here.
            </Text>
          ) : (
            <>
              <MultiSelect
                label="Premium apps"
                description="Apps an agency holding the plan may use."
                placeholder={values.premium_apps.length === 0 ? 'None' : undefined}
                data={config.premiumAppDirectory.map((app) => ({ value: app.key, label: app.name }))}
                value={values.premium_apps}
                error={errors.premium_apps}
                onChange={(value) => set('premium_apps', value)}
                searchable
                clearable
              />
              <MultiSelect
                label="Premium elements"
                description="Elements its editor offers besides the standard ones."
                placeholder={values.premium_elements.length === 0 ? 'None' : undefined}
                data={config.allPremiumElements}
                value={values.premium_elements}
                error={errors.premium_elements}
                onChange={(value) => set('premium_elements', value)}
                searchable
                clearable
              />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Card limit"
              description="Digital business cards the agency may hold. Empty: no limit."
              placeholder="No limit"
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              value={values.card_limit}
              error={errors.card_limit}
              onChange={(value) => set('card_limit', numberText(value))}
            />
            <NumberInput
              label="Site limit"
              description="Websites the agency may hold. Empty: no limit."
              placeholder="No limit"
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              value={values.site_limit}
              error={errors.site_limit}
              onChange={(value) => set('site_limit', numberText(value))}
            />
          </SimpleGrid>
        </Panel>
        <FormButtons cancelTo={paths.plans} saving={create.isPending || update.isPending}>
          {plan ? 'Save plan' : 'Create plan'}
        </FormButtons>
      </Stack>
    </form>
  );
}

/** An existing plan's prices, each with a way to edit it, and a way to add one. */
function PlanPrices({ plan }: { plan: PlanDetail }) {
  return (
    <Stack maw={880} mt="lg">
      <Panel
        title="Prices"
        description={`What the plan sells at, in ${plan.currency.toUpperCase()}, lowest first.`}
        aside={
          <Button
            component={Link}
            to={paths.createPrice(plan.id)}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
          >
            Add a price
          </Button>
        }
      >
        {plan.prices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No price yet: the plan cannot be sold until it has one.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Caption className={listClasses.caption}>Prices of {plan.title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Stripe price</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.prices.map((price) => (
                  <Table.Tr key={price.id}>
                    <Table.Td>
                      <Text size="sm">{formatPrice(price)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ActiveBadge active={price.active} />
                    </Table.Td>
                    <Table.Td>
                      <StripeId id={price.stripe_price_id} missing="Not in Stripe yet" />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Anchor
                        component={Link}
                        to={paths.editPrice(price.id)}
                        size="sm"
                        aria-label={`Edit the price ${formatPrice(price)}`}
                      >
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconPencil size={14} />
                          Edit
                        </Group>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </Stack>
  );
}

/** SPEC §2 `/admin/payment/plans/create`. */
export function PlanCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New plan"
        description="Name the plan and say what it gives; then give it prices."
      />
      <BillingNotSetUp />
      <PlanForm plan={null} />
    </>
  );
}

/** SPEC §2 `/admin/payment/plans/{planId}/edit`: the plan's details and its prices. */
export function PlanEditScreen() {
  const id = Number(useParams().planId);
  const plan = usePlan(id);
  return (
    <RecordEditFrame<PlanDetail>
      title={plan.data ? plan.data.title : 'Edit plan'}
      description="Changes reach the plan's Stripe product; its prices are edited one by one."
      noun="plan"
      listPath={paths.plans}
      invalid={!Number.isInteger(id) || id <= 0}
      record={plan}
      form={(loaded) => (
        <>
          <BillingNotSetUp />
          <PlanForm key={loaded.id} plan={loaded} />
          <PlanPrices plan={loaded} />
        </>
      )}
    />
  );
}
