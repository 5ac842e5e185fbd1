import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StripeCardElement } from '@stripe/stripe-js';
import {
  type CouponEffect,
  formatMoney,
  formatPrice,
  type LiveOrderPage,
  type PlanDetail,
  type PriceInterval,
  type PriceSummary,
  registerRequest,
} from '@tessera/api-contract';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLiveOrderPage, usePlaceOrder } from '../../api/billing.ts';
import { describeError } from '../../api/errors.ts';
import { roleHome } from '../../app/access.ts';
import { useAppConfig, useProfile } from '../../app/appContext.tsx';
import { useSignOut } from '../../app/useSignOut.ts';
import { Brand } from '../../ui/Brand.tsx';
import { ChoiceCards } from '../../ui/ChoiceCards.tsx';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { formatDate } from '../../ui/format.ts';
import { apiFieldErrors, FORM_ERROR, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconCheck } from '../../ui/icons.tsx';
import { roleLabel } from '../../ui/roles.ts';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { cardProblem } from './AddCardForm.tsx';
import { StripeLoading, StripeUnavailable } from './BillingNotices.tsx';
import { CardField, type CardFieldState, EMPTY_CARD } from './CardField.tsx';
import { CouponField } from './CouponField.tsx';
import { choiceOf } from './intent.ts';
import classes from './OrderScreen.module.css';
import { IntervalSwitch, useIntervalChoice } from './PlanCards.tsx';
import {
  describeThen,
  intervalsOf,
  orderSummary,
  planFeatures,
  priceFor,
  trialEnd,
  trialLabel,
} from './pricing.ts';
import { notifySuccess } from './SubscribeModal.tsx';
import { useIntent } from './useIntent.ts';
import { useStripeJs } from './useStripeJs.ts';

export const ORDER_LANDING = '/agency/websites';
const ACCOUNT_FIELDS = ['name', 'agency_name', 'email', 'password'] as const;

/** The plan and price an order is for. */
interface Choice {
  plan: PlanDetail;
  price: PriceSummary;
}

/** The price choices of an interval: one per plan that is sold in it. */
function choicesFor(plans: readonly PlanDetail[], interval: PriceInterval | null): Choice[] {
  if (!interval) return [];
  return plans.flatMap((plan) => {
    const price = priceFor(plan, interval);
    return price ? [{ plan, price }] : [];
  });
}

function PlanChoice({
  plans,
  chosen,
  onChoose,
  error,
}: {
  plans: readonly PlanDetail[];
  chosen: Choice | null;
  onChoose: (choice: Choice) => void;
  error?: string | undefined;
}) {
  const { offered, interval, choose } = useIntervalChoice(plans, chosen?.price.interval ?? null);
  const choices = choicesFor(plans, interval);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          Choose your plan
        </Title>
        <IntervalSwitch
          offered={offered}
          value={interval}
          onChange={(next) => {
            choose(next);
            // Keep the same plan on the other interval when it is sold there.
            const same = chosen ? choicesFor([chosen.plan], next)[0] : undefined;
            const first = choicesFor(plans, next)[0];
            if (same ?? first) onChoose((same ?? first)!);
          }}
        />
      </Group>
      <ChoiceCards
        label="Plan"
        value={chosen && chosen.price.interval === interval ? String(chosen.price.id) : null}
        onChange={(value) => {
          const next = choices.find((choice) => String(choice.price.id) === value);
          if (next) onChoose(next);
        }}
        choices={choices.map(({ plan, price }) => ({
          value: String(price.id),
          label: `${plan.title} · ${formatPrice(price)}`,
          description: [price.interval === 'Once' ? null : trialLabel(plan.trial_days), plan.description]
            .filter(Boolean)
            .join(' · '),
        }))}
        error={error}
        testIdPrefix="order-price-"
      />
    </Stack>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the order costs: price, coupon, total due today, then what recurs. */
function OrderSummaryCard({ choice, coupon }: { choice: Choice | null; coupon: CouponEffect | null }) {
  const { premiumAppDirectory } = useAppConfig();
  if (!choice) {
    return (
      <Text size="sm" c="dimmed">
        Choose a plan to see what it costs.
      </Text>
    );
  }
  const { plan, price } = choice;
  const summary = orderSummary(price, plan.trial_days, coupon);
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const then = describeThen(summary);
  const after =
    summary.trialDays > 0
      ? `First payment of ${money(summary.firstPayment)} on ${formatDate(trialEnd(summary.trialDays).toISOString())}${then ? `, ${then}` : ''}.`
      : then
        ? `${then[0]!.toUpperCase()}${then.slice(1)}.`
        : 'One payment: nothing more is charged.';
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>{plan.title}</Text>
      <List spacing={4} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />}>
        {planFeatures(plan, premiumAppDirectory).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Divider />
      <SummaryRow
        label={price.interval === 'Once' ? 'Price' : `Price (${price.interval.toLowerCase()})`}
        value={money(summary.price)}
      />
      {coupon ? (
        <SummaryRow
          label={`Coupon ${coupon.code}`}
          value={summary.discount > 0 ? `−${money(summary.discount)}` : money(0)}
        />
      ) : null}
      {summary.trialDays > 0 ? <SummaryRow label="Free trial" value={`${summary.trialDays} days`} /> : null}
      <Divider />
      <SummaryRow label="Total due today" value={money(summary.dueToday)} strong />
      <Text size="xs" c="dimmed" data-testid="order-recurring">
        {after}
      </Text>
    </Stack>
  );
}

function NotAvailable({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        <Group gap="sm">
          <Button component={Link} to="/register">
            Create a free account
          </Button>
          <Button component={Link} to="/login" variant="default">
            Sign in
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The order form of a live order page whose platform takes payments. */
function OrderForm({ page }: { page: LiveOrderPage }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { signOut, pending: signingOut } = useSignOut();
  const stripeJs = useStripeJs();
  const place = usePlaceOrder(ORDER_LANDING);
  const intent = useIntent();
  const form = useAccountForm({ name: '', agency_name: '', email: '', password: '' });
  // The first plan on the first interval the switch offers (monthly before yearly).
  const firstChoice = useMemo(
    () => choicesFor(page.plans, intervalsOf(page.plans)[0] ?? null)[0] ?? null,
    [page.plans],
  );
  const [choice, setChoice] = useState<Choice | null>(null);
  const chosen = choice ?? firstChoice;
  const [coupon, setCoupon] = useState<CouponEffect | null>(null);
  const [card, setCard] = useState<CardFieldState>(EMPTY_CARD);
  const [cardError, setCardError] = useState<string | undefined>();
  const [couponError, setCouponError] = useState<string | undefined>();
  const [planError, setPlanError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  const element = useRef<StripeCardElement | null>(null);
  // Bumped on every edit of the card: another card is another intent.
  const cardVersion = useRef(0);
  const busy = useRef(false);

  const guest = profile === null;
  const wrongRole = profile !== null && profile.role !== 'Agency';
  const oneTime = chosen?.price.interval === 'Once';
  const pending = working || place.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || stripeJs.status !== 'ready' || wrongRole) return;
    if (!chosen) {
      setPlanError('Choose a plan.');
      return;
    }
    // Every problem at once: the account's fields and the card's.
    let account: { name: string; agency_name: string; email: string; password: string } | null = null;
    let invalid = false;
    if (guest) {
      const parsed = registerRequest.safeParse(form.values);
      if (parsed.success) {
        const { redirect_url: _unused, ...fields } = parsed.data;
        account = fields;
      } else {
        form.showErrors(zodFieldErrors(parsed.error, form.shown));
        invalid = true;
      }
    }
    const problem = cardProblem(card, element.current);
    if (problem) setCardError(problem);
    if (invalid || problem || !element.current) {
      // Said beside the button too: the fields in question may be out of sight.
      if (!invalid) form.showErrors({});
      form.setFieldError(FORM_ERROR, 'Some details are missing or wrong: see the fields marked in red.');
      return;
    }

    busy.current = true;
    setWorking(true);
    try {
      const current = intent.begin(
        choiceOf({
          price: chosen.price.id,
          coupon: coupon?.code,
          email: account?.email ?? profile?.email,
          card: cardVersion.current,
        }),
      );
      let paymentMethod = current.paymentMethod;
      if (!paymentMethod) {
        const made = await stripeJs.stripe.createPaymentMethod({
          type: 'card',
          card: element.current,
          billing_details: {
            name: account?.name ?? profile?.name ?? '',
            email: account?.email ?? profile?.email ?? '',
          },
        });
        if (made.error) {
          setCardError(made.error.message ?? 'The card could not be used.');
          intent.reset();
          return;
        }
        paymentMethod = made.paymentMethod.id;
        intent.attach(paymentMethod);
      }
      await place
        .mutateAsync({
          oneTime,
          body: {
            ...(page.order_page ? { order_page_id: page.order_page.id } : {}),
            price_id: chosen.price.id,
            ...(account ?? {}),
            payment_method: paymentMethod,
            ...(coupon ? { coupon: coupon.code } : {}),
            idempotency_key: current.key,
          },
        })
        .then(() => {
          intent.end();
          notifySuccess(
            oneTime
              ? `Thank you: ${chosen.plan.title} is yours.`
              : `Welcome! Your ${chosen.plan.title} subscription has started.`,
          );
          // A guest's new session lands there by itself (beginSession); a signed-in owner moves now.
          if (!guest) navigate(ORDER_LANDING);
        })
        .catch((error: unknown) => {
          intent.end(error);
          const placed = apiFieldErrors(error, [...ACCOUNT_FIELDS, 'coupon', 'payment_method', 'price_id']);
          if (Object.keys(placed).length === 0) placed[FORM_ERROR] = describeError(error);
          const { coupon: c, payment_method: pm, price_id: p, ...rest } = placed;
          setCouponError(c);
          setCardError(pm);
          setPlanError(p);
          form.showErrors(rest);
        });
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  const submitLabel = oneTime ? 'Pay now' : 'Start my subscription';
  return (
    <form onSubmit={submit} noValidate aria-label="Order">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <PlanChoice
                plans={page.plans}
                chosen={chosen}
                onChoose={(next) => {
                  setChoice(next);
                  setPlanError(undefined);
                }}
                error={planError}
              />
            </Paper>
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-account">
              <Title id="order-account" order={2} size="h4" mb="md">
                Your account
              </Title>
              {guest ? (
                <Stack gap="md">
                  <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
                  <TextInput
                    label="Agency name"
                    autoComplete="organization"
                    required
                    {...form.getInputProps('agency_name')}
                  />
                  <EmailInput {...form.getInputProps('email')} />
                  <PasswordInput
                    label="Password"
                    description="At least 8 characters."
                    autoComplete="new-password"
                    required
                    {...form.getInputProps('password')}
                  />
                  <Text size="sm" c="dimmed">
                    Already have an account?{' '}
                    <Anchor
                      component={Link}
                      to={`/login?redirect_url=${encodeURIComponent(`/order${search}`)}`}
                    >
                      Sign in
                    </Anchor>{' '}
                    and the plan is added to your agency.
                  </Text>
                </Stack>
              ) : wrongRole ? (
                <Alert
                  color="yellow"
                  variant="light"
                  icon={<IconAlert />}
                  title="Orders are for agency owners"
                >
                  <Text size="sm" mb="sm">
                    You are signed in as {profile.name} ({roleLabel[profile.role]}). Sign out to order a new
                    agency account, or go back to your workspace.
                  </Text>
                  <Group gap="sm">
                    <Button size="xs" variant="default" onClick={signOut} loading={signingOut}>
                      Sign out
                    </Button>
                    <Button size="xs" variant="subtle" component={Link} to={roleHome[profile.role]}>
                      Back to my workspace
                    </Button>
                  </Group>
                </Alert>
              ) : (
                <Text size="sm">
                  Signed in as <b>{profile.name}</b> ({profile.email}). The plan is ordered for{' '}
                  <b>{profile.agency?.name ?? 'your agency'}</b>.
                </Text>
              )}
            </Paper>
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-payment">
              <Title id="order-payment" order={2} size="h4" mb="md">
                Payment
              </Title>
              <Stack gap="md">
                <CouponField
                  priceId={chosen?.price.id ?? null}
                  value={coupon}
                  onChange={(next) => {
                    setCoupon(next);
                    setCouponError(undefined);
                  }}
                  error={couponError}
                  disabled={pending}
                />
                {stripeJs.status === 'ready' ? (
                  <CardField
                    stripe={stripeJs.stripe}
                    error={cardError}
                    disabled={pending}
                    onChange={(state) => {
                      cardVersion.current += 1;
                      setCard(state);
                      setCardError(undefined);
                    }}
                    onElement={(next) => {
                      element.current = next;
                    }}
                  />
                ) : stripeJs.status === 'failed' ? (
                  <StripeUnavailable message={stripeJs.message} onRetry={stripeJs.retry} />
                ) : (
                  <StripeLoading />
                )}
                <Text size="xs" c="dimmed">
                  Card details go straight to Stripe, our payment processor; they never reach this platform.
                </Text>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p="lg"
            radius="md"
            className={classes.summary}
            component="section"
            aria-labelledby="order-summary"
          >
            <Title id="order-summary" order={2} size="h4" mb="md">
              Order summary
            </Title>
            <Stack gap="md">
              <OrderSummaryCard choice={chosen} coupon={coupon} />
              <FormAlert errors={form.errors} title="The order could not be placed" />
              <Button
                type="submit"
                size="md"
                fullWidth
                loading={pending}
                disabled={pending || wrongRole || stripeJs.status !== 'ready'}
              >
                {submitLabel}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {oneTime ? 'Paid once, held for good.' : 'Cancel at any time from your subscription screen.'}
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/**
 * What the frame of the order page's design may do: run its scripts on the preview host's own
 * origin and open links in new tabs; it can never navigate or reach this app's window.
 */
const DESIGN_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The admin's published design of the order page (a signed link on the preview host), above the checkout. */
function OrderDesign({ url, name }: { url: string; name: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', position: 'relative' }}>
      {loaded ? null : <Skeleton pos="absolute" inset={0} radius={0} aria-hidden />}
      <iframe
        src={url}
        title={`Order page: ${name}`}
        sandbox={DESIGN_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        data-testid="order-design"
        style={{ display: 'block', width: '100%', height: 'min(720px, 70vh)', border: 0 }}
      />
    </Paper>
  );
}

/** Billing not set up: the plans, read only, and the free way in. */
function OrderingUnavailable({ page }: { page: LiveOrderPage }) {
  const { premiumAppDirectory } = useAppConfig();
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" title="Ordering online is not available yet" icon={<IconAlert />}>
        <Text size="sm" mb="sm">
          This platform does not take payments online yet. You can create a free account now, and your
          administrator can give your agency a plan.
        </Text>
        <Button component={Link} to="/register" size="xs">
          Create a free account
        </Button>
      </Alert>
      <Grid>
        {page.plans.map((plan) => (
          <Grid.Col key={plan.id} span={{ base: 12, sm: 6, md: 4 }}>
            <Paper withBorder p="lg" radius="md" h="100%">
              <Title order={2} size="h4">
                {plan.title}
              </Title>
              {plan.description ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {plan.description}
                </Text>
              ) : null}
              <Stack gap={2} my="sm">
                {plan.prices
                  .filter((price) => price.active)
                  .map((price) => (
                    <Text key={price.id} size="sm" fw={600}>
                      {formatPrice(price)}
                    </Text>
                  ))}
              </Stack>
              <List spacing={4} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />}>
                {planFeatures(plan, premiumAppDirectory).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Paper>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * SPEC §2 public `/order` (and `/order?page={orderPageId}`): a published order page's plans, an
 * account for a guest (or the signed-in owner's agency), a coupon, the card in Stripe.js, and the
 * order: `POST /order` for a recurring price, `POST /order-onetime` for a one-time one. The new
 * session starts as a sign-in does and lands on the websites list.
 */
export function OrderScreen() {
  const { whitelabel, billing } = useAppConfig();
  const [query] = useSearchParams();
  const raw = query.get('page');
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const live = useLiveOrderPage(id);

  let body: React.ReactNode;
  if (live.isPending) {
    body = (
      <Stack gap="lg" aria-busy>
        <Skeleton height={36} width="50%" />
        <Skeleton height={18} width="70%" />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={420} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={300} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  } else if (live.error) {
    body = (
      <NotAvailable title="This order page is not available">
        {describeError(live.error)} It may have been taken down. You can still create an account.
      </NotAvailable>
    );
  } else if (live.data.plans.length === 0) {
    body = (
      <NotAvailable title="Nothing is on sale here yet">
        No plans are offered on this page yet. You can still create a free account.
      </NotAvailable>
    );
  } else {
    const page = live.data;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{page.order_page?.name ?? `Get started with ${whitelabel.name}`}</Title>
          {page.order_page?.description ? (
            <Text c="dimmed" size="lg">
              {page.order_page.description}
            </Text>
          ) : null}
        </Stack>
        {page.order_page?.design_url ? (
          <OrderDesign url={page.order_page.design_url} name={page.order_page.name} />
        ) : null}
        {page.configured && billing.configured ? (
          <OrderForm page={page} />
        ) : (
          <OrderingUnavailable page={page} />
        )}
      </Stack>
    );
  }

  return (
    <main className={classes.root}>
      <Container size="lg" p={0}>
        <Group justify="space-between" mb="xl">
          <Link to="/" className={classes.brand} aria-label={`${whitelabel.name} home`}>
            <Brand whitelabel={whitelabel} height={36} />
          </Link>
        </Group>
        {body}
      </Container>
    </main>
  );
}
