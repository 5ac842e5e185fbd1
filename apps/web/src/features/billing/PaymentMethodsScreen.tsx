import { Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from '@tessera/api-contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeletePaymentMethod, useMakeDefaultPaymentMethod, usePaymentMethods } from '../../api/billing.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { safeRedirectPath } from '../../app/redirect.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCreditCard, IconPlus, IconTrash } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { RowIconAction } from '../../ui/list/RowActions.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { AddCardForm, WithStripe } from './AddCardForm.tsx';
import { BillingNav } from './BillingNav.tsx';
import { BillingNotSetUp } from './BillingNotices.tsx';
import { cardExpiry, cardLabel } from './pricing.ts';

const LIST_PATH = '/agency/payment-methods';
const CREATE_PATH = '/agency/payment-methods/create';

function CardRow({
  card,
  onDelete,
  makeDefault,
}: {
  card: PaymentMethod;
  onDelete: (card: PaymentMethod) => void;
  makeDefault: ReturnType<typeof useMakeDefaultPaymentMethod>;
}) {
  const name = cardLabel(card);
  const expiry = cardExpiry(card);
  const pending = makeDefault.isPending && makeDefault.variables === card.id;
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={name} data-testid="payment-method">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <IconCreditCard size={28} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {name}
              </Text>
              {card.is_default ? (
                <Badge variant="light" tt="none" size="sm">
                  Default
                </Badge>
              ) : null}
              {expiry.expired ? (
                <Badge variant="light" color="red" tt="none" size="sm">
                  Expired
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              Expires {expiry.label}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {card.is_default ? null : (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Make ${name} the default card`}
              loading={pending}
              disabled={makeDefault.isPending}
              onClick={() => makeDefault.mutate(card.id)}
            >
              Make default
            </Button>
          )}
          <RowIconAction
            label="Remove"
            ariaLabel={`Remove ${name}`}
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => onDelete(card)}
          />
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * SPEC §2 `/agency/payment-methods`: the agency's saved cards, the default one marked (invoices
 * are paid with it); make another the default, remove one after a confirmation, add one.
 */
export function PaymentMethodsScreen() {
  const { billing } = useAppConfig();
  const cards = usePaymentMethods(billing.configured);
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const confirm = useRowConfirm<PaymentMethod>(remove);

  const addButton = (
    <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={16} />}>
      Add a card
    </Button>
  );

  let body: React.ReactNode;
  if (!billing.configured) body = <BillingNotSetUp />;
  else if (cards.isPending)
    body = (
      <Stack gap="sm" aria-busy>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  else if (cards.error)
    body = (
      <LoadError
        title="Your cards could not be loaded"
        error={cards.error}
        onRetry={() => void cards.refetch()}
      />
    );
  else if (cards.data.length === 0)
    body = (
      <Paper withBorder p="md">
        <EmptyState
          py="xl"
          icon={<IconCreditCard size={28} />}
          withIndicatorBackground
          title="No cards yet"
          description="Add a card to pay for your agency's plan and apps. Card details go straight to Stripe."
        >
          {addButton}
        </EmptyState>
      </Paper>
    );
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved cards">
        {cards.data.map((card) => (
          <CardRow key={card.id} card={card} onDelete={confirm.open} makeDefault={makeDefault} />
        ))}
      </Stack>
    );

  return (
    <>
      <ScreenHeader
        title="Payment methods"
        description="The cards your agency pays with. Card details are kept by Stripe, never on this platform."
        actions={billing.configured && cards.data && cards.data.length > 0 ? addButton : undefined}
      />
      <Stack gap="lg">
        <BillingNav />
        {body}
        <ConfirmModal {...confirm.modal} title="Remove this card?" confirmLabel="Remove card">
          <Text size="sm">
            {confirm.row ? cardLabel(confirm.row) : 'The card'} will be removed from your agency.
            {confirm.row?.is_default
              ? ' It is your default card: make another card the default first if a plan is paid with it.'
              : ''}
          </Text>
        </ConfirmModal>
      </Stack>
    </>
  );
}

/** SPEC §2 `/agency/payment-methods/create`: one card, saved with Stripe.js. */
export function AddPaymentMethodScreen() {
  const { billing } = useAppConfig();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Back to where adding a card was asked for (the subscription screen), else the list.
  const back = safeRedirectPath(query.get('redirect_url')) ?? LIST_PATH;
  const cards = usePaymentMethods(billing.configured);
  return (
    <>
      <ScreenHeader
        title="Add a card"
        description="The card is checked with your bank by Stripe and saved there."
      />
      <Stack gap="lg">
        <BillingNav />
        <div style={{ maxWidth: 640 }}>
          <Panel title="Card details">
            {!billing.configured ? (
              <BillingNotSetUp />
            ) : (
              <WithStripe>
                {(stripe) => (
                  <AddCardForm
                    stripe={stripe}
                    hasCards={(cards.data?.length ?? 0) > 0}
                    onSaved={() => navigate(back)}
                    cancel={{ to: back }}
                  />
                )}
              </WithStripe>
            )}
          </Panel>
        </div>
      </Stack>
    </>
  );
}
