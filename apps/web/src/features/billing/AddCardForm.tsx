import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { PaymentMethod } from '@tessera/api-contract';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { setupIntentSecret, useAddPaymentMethod } from '../../api/billing.ts';
import { describeError } from '../../api/errors.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { type FieldErrors, FORM_ERROR, saveFailureErrors } from '../../ui/forms.ts';
import { BillingNotSetUp, StripeLoading, StripeUnavailable } from './BillingNotices.tsx';
import { CardField, type CardFieldState, EMPTY_CARD } from './CardField.tsx';
import { useStripeJs } from './useStripeJs.ts';

/** Renders `children` with Stripe.js once it is there; says why not while it is not. */
export function WithStripe({ children }: { children: (stripe: Stripe) => ReactNode }) {
  const stripeJs = useStripeJs();
  if (stripeJs.status === 'not-configured') return <BillingNotSetUp />;
  if (stripeJs.status === 'failed')
    return <StripeUnavailable message={stripeJs.message} onRetry={stripeJs.retry} />;
  if (stripeJs.status !== 'ready') return <StripeLoading />;
  return <>{children(stripeJs.stripe)}</>;
}

/** What a card form checks before Stripe.js is asked anything. */
export function cardProblem(card: CardFieldState, element: StripeCardElement | null): string | null {
  if (!element) return 'The card form is still loading.';
  if (card.error) return card.error;
  if (card.empty) return 'Enter the card number, expiry date and security code.';
  if (!card.complete) return 'The card details are not complete.';
  return null;
}

/**
 * Saves a card the SetupIntent way (SPEC §2 `payment-methods/create`): a client secret from
 * `GET /payment-methods/secret`, Stripe.js confirms the card with Stripe (and asks the bank when
 * it must), then `POST /payment-methods` keeps the card Stripe.js saved. Card data goes from the
 * browser to Stripe only.
 */
export function AddCardForm({
  stripe,
  hasCards,
  submitLabel = 'Save card',
  onSaved,
  cancel,
}: {
  stripe: Stripe;
  /** With no card yet, the new one is the default whatever the box says. */
  hasCards: boolean;
  submitLabel?: string;
  /** The agency's cards now, and the id of the one just saved. */
  onSaved: (cards: PaymentMethod[], saved: string) => void;
  /** A link back (`to`) or a button (`onClick`). */
  cancel?: { to: string } | { onClick: () => void };
}) {
  const profile = useSignedInProfile();
  const add = useAddPaymentMethod();
  const [name, setName] = useState(profile.name);
  const [makeDefault, setMakeDefault] = useState(true);
  const [card, setCard] = useState<CardFieldState>(EMPTY_CARD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const element = useRef<StripeCardElement | null>(null);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const next: FieldErrors = {};
    if (!name.trim()) next.name = 'Enter the name on the card.';
    const problem = cardProblem(card, element.current);
    if (problem) next.card = problem;
    setErrors(next);
    if (Object.keys(next).length > 0 || !element.current) return;

    busy.current = true;
    setSaving(true);
    try {
      let secret: string;
      try {
        secret = await setupIntentSecret();
      } catch (error) {
        setErrors({ [FORM_ERROR]: describeError(error) });
        return;
      }
      const result = await stripe.confirmCardSetup(secret, {
        payment_method: {
          card: element.current,
          billing_details: { name: name.trim(), email: profile.email },
        },
      });
      if (result.error) {
        const message = result.error.message ?? 'The card could not be saved.';
        setErrors(
          result.error.type === 'card_error' || result.error.type === 'validation_error'
            ? { card: message }
            : { [FORM_ERROR]: message },
        );
        return;
      }
      const saved = result.setupIntent.payment_method;
      const id = typeof saved === 'string' ? saved : saved?.id;
      if (!id) {
        setErrors({ [FORM_ERROR]: 'Stripe did not return the saved card. Try again.' });
        return;
      }
      const cards = await add
        .mutateAsync({ payment_method: id, make_default: !hasCards || makeDefault })
        .catch((error: unknown) => {
          const {
            payment_method: cardMessage,
            make_default: defaultMessage,
            ...rest
          } = saveFailureErrors(error, ['payment_method', 'make_default']);
          const next: FieldErrors = { ...rest };
          if (cardMessage) next.card = cardMessage;
          if (defaultMessage) next[FORM_ERROR] ??= defaultMessage;
          setErrors(next);
          return null;
        });
      if (cards) onSaved(cards, id);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="md">
        <FormAlert errors={errors} title="The card could not be saved" />
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _gone, ...rest }) => rest);
          }}
          error={errors.name}
          disabled={saving}
        />
        <CardField
          stripe={stripe}
          error={errors.card}
          disabled={saving}
          onChange={(state) => {
            setCard(state);
            setErrors(({ card: _gone, ...rest }) => rest);
          }}
          onElement={(next) => {
            element.current = next;
          }}
        />
        {hasCards ? (
          <Checkbox
            label="Make this the default card"
            description="Invoices are paid with the default card."
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
            disabled={saving}
          />
        ) : null}
        <Group justify="flex-end">
          {cancel ? (
            'to' in cancel ? (
              <Button variant="default" component={Link} to={cancel.to}>
                Cancel
              </Button>
            ) : (
              <Button variant="default" onClick={cancel.onClick} disabled={saving}>
                Cancel
              </Button>
            )
          ) : null}
          <Button type="submit" loading={saving} disabled={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
