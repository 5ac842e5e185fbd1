import {
  Alert,
  Anchor,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  BILLING_MESSAGES,
  formatPrice,
  type PriceInterval,
  type PriceSummary,
  priceBody,
  updatePriceBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCreatePrice, usePrice, useUpdatePrice } from '../../api/billing-admin.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import {
  makesNewStripePrice,
  PRICE_FIELDS,
  type PriceFormValues,
  planIdParam,
  priceBodyOf,
  priceFormValues,
  priceUpdateOf,
} from './forms.ts';
import { INTERVAL_OPTIONS } from './labels.ts';
import { currencyLabel, example, parseAmount } from './money.ts';
import { BillingNotSetUp, StripeId } from './parts.tsx';
import { billingAdminPaths as paths } from './paths.ts';
import { usePlanOptions } from './planOptions.ts';

/**
 * A price's form. A new price picks its plan (preselected from `?plan_id=`) and is in that plan's
 * currency; an existing one keeps its plan and currency. The amount is typed in the currency's
 * units and sent in minor units.
 */
function PriceForm({ price, planId }: { price: PriceSummary | null; planId: string | null }) {
  const navigate = useNavigate();
  const plans = usePlanOptions({ enabled: price === null });
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const [values, setValues] = useState<PriceFormValues>(() => priceFormValues(price, planId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const plan = plans.plans.find((p) => String(p.id) === values.plan_id) ?? null;
  const currency = price ? price.currency : (plan?.currency ?? null);
  // Back to the plan the price was added from, else to the list of prices.
  const back = price === null && planId !== null ? paths.editPlan(Number(planId)) : paths.prices;

  const set = <K extends keyof PriceFormValues>(key: K, value: PriceFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: unknown) => setErrors(apiFieldErrors(error, PRICE_FIELDS));
    if (price) {
      const built = priceUpdateOf(price, values);
      if (!built.ok) return setErrors(built.errors);
      if (Object.keys(built.body).length === 0) return void navigate(back);
      const parsed = updatePriceBody.safeParse(built.body);
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, PRICE_FIELDS));
      update.mutate({ id: price.id, body: built.body }, { onSuccess: () => navigate(back), onError });
      return;
    }
    const built = priceBodyOf(values, currency);
    if (!built.ok) return setErrors(built.errors);
    const parsed = priceBody.safeParse(built.body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, PRICE_FIELDS));
    create.mutate(built.body, { onSuccess: () => navigate(back), onError });
  };

  const amount = currency ? parseAmount(values.amount, currency) : null;
  const preview =
    currency && amount?.ok
      ? formatPrice({ amount: amount.minor, currency, interval: values.interval })
      : null;
  const change = price ? priceUpdateOf(price, values) : null;
  const newStripePrice = change?.ok === true && makesNewStripePrice(change.body);

  if (price === null && plans.error) {
    return (
      <LoadError
        title="The plans could not be loaded"
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  if (price === null && !plans.pending && plans.plans.length === 0) {
    return (
      <Alert color="yellow" variant="light" title="No plans yet" maw={880}>
        A price is what a plan is sold at.{' '}
        <Anchor component={Link} to={paths.createPlan}>
          Create a plan
        </Anchor>{' '}
        first.
      </Alert>
    );
  }

  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate aria-label={price ? 'Edit price' : 'New price'}>
        <Stack gap="md">
          <FormAlert errors={errors} />
          {price ? (
            <TextInput
              label="Plan"
              description={
                <>
                  A price stays with its plan; to sell another plan, add a price to it.{' '}
                  <Anchor component={Link} to={paths.editPlan(price.plan_id)} inherit>
                    Open the plan
                  </Anchor>
                </>
              }
              value={`${price.plan_title} (${price.plan_name})`}
              readOnly
              variant="filled"
            />
          ) : (
            <Select
              label="Plan"
              description="The plan this price sells."
              placeholder={plans.pending ? 'Loading plans…' : 'Choose a plan'}
              data={plans.options}
              value={values.plan_id}
              onChange={(value) => set('plan_id', value)}
              error={errors.plan_id}
              searchable
              required
              disabled={plans.pending}
              nothingFoundMessage="No plan has that name"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Amount"
              description={
                preview
                  ? `Sold as ${preview}.`
                  : currency
                    ? `In ${currency.toUpperCase()}, such as ${example(currency)}.`
                    : 'Choose the plan first: the amount is in its currency.'
              }
              required
              inputMode="decimal"
              autoComplete="off"
              placeholder={currency ? example(currency) : undefined}
              value={values.amount}
              error={errors.amount}
              rightSection={
                currency ? (
                  <Text size="xs" c="dimmed">
                    {currency.toUpperCase()}
                  </Text>
                ) : null
              }
              rightSectionWidth={48}
              onChange={(e) => set('amount', e.currentTarget.value)}
            />
            <TextInput
              label="Currency"
              description={`${BILLING_MESSAGES.priceCurrency} It is set on the plan.`}
              value={currency ? currencyLabel(currency) : ''}
              placeholder="The plan's currency"
              error={errors.currency}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Select
            label="Interval"
            description="How often it is paid: a subscription renews each interval; a one-time price is paid once."
            data={INTERVAL_OPTIONS}
            value={values.interval}
            onChange={(value) => value && set('interval', value as PriceInterval)}
            error={errors.interval}
            allowDeselect={false}
            required
          />
          <Switch
            label="Active"
            description="Inactive prices are not offered to new buyers; agencies already paying one keep paying it."
            checked={values.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          {price ? (
            <Alert
              color={newStripePrice ? 'yellow' : 'blue'}
              variant="light"
              icon={<IconAlert />}
              title={newStripePrice ? 'This makes a new Stripe price' : 'About changing a price'}
            >
              <Text size="sm">
                A new amount or interval makes a new Stripe price and retires the old one: agencies already
                subscribed keep paying the old amount; new buyers pay the new one.
              </Text>
              <Group gap="xs" mt={6} wrap="nowrap">
                <Text size="sm">Now sold as</Text>
                <StripeId id={price.stripe_price_id} missing="Not in Stripe yet" />
              </Group>
            </Alert>
          ) : null}
          <FormButtons cancelTo={back} saving={create.isPending || update.isPending}>
            {price ? 'Save price' : 'Create price'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/payment/prices/create` (`?plan_id=` chooses the plan). */
export function PriceCreateScreen() {
  const [params] = useSearchParams();
  const planId = planIdParam(params.get('plan_id'));
  return (
    <>
      <ScreenHeader title="New price" description="An amount a plan is sold at, and how often it is paid." />
      <BillingNotSetUp />
      <PriceForm key={planId ?? 'any'} price={null} planId={planId} />
    </>
  );
}

/** SPEC §2 `/admin/payment/prices/{priceId}/edit`. */
export function PriceEditScreen() {
  const id = Number(useParams().priceId);
  const price = usePrice(id);
  return (
    <RecordEditFrame<PriceSummary>
      title="Edit price"
      {...(price.data ? { description: `A price of ${price.data.plan_title}.` } : {})}
      noun="price"
      listPath={paths.prices}
      invalid={!Number.isInteger(id) || id <= 0}
      record={price}
      form={(loaded) => (
        <>
          <BillingNotSetUp />
          <PriceForm key={loaded.id} price={loaded} planId={null} />
        </>
      )}
    />
  );
}
