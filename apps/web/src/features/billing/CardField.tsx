import { Input } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';

export interface CardFieldState {
  empty: boolean;
  complete: boolean;
  /** Stripe.js's own words about what is wrong with the number, date or code. */
  error: string | null;
}

export const EMPTY_CARD: CardFieldState = { empty: true, complete: false, error: null };

/**
 * Stripe's card element in a field that looks and reads like the form's other inputs: a label
 * (clicking it focuses the card), a description, and the error under it. The card number never
 * touches this page: Stripe.js draws the inputs in its own frame, and hands back only the element
 * for `confirmCardSetup` or `createPaymentMethod`.
 */
export function CardField({
  stripe,
  label = 'Card',
  description = 'Card number, expiry date and security code.',
  error,
  disabled = false,
  onChange,
  onElement,
}: {
  stripe: Stripe;
  label?: string;
  description?: string;
  /** A message from outside the element (the card was declined, a field is required). */
  error?: string | undefined;
  disabled?: boolean;
  onChange: (state: CardFieldState) => void;
  /** The mounted element, then null once it is gone. */
  onElement: (card: StripeCardElement | null) => void;
}) {
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [own, setOwn] = useState<CardFieldState>(EMPTY_CARD);
  // The newest callbacks, without mounting the element again each render.
  const handlers = useRef({ onChange, onElement });
  handlers.current = { onChange, onElement };

  useEffect(() => {
    const node = mountRef.current;
    if (!node) return;
    const card = stripe.elements().create('card', {
      hidePostalCode: true,
      style: {
        base: {
          fontSize: '16px',
          color: '#1a1b1e',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          '::placeholder': { color: '#8c8fa3' },
        },
        invalid: { color: '#e03131', iconColor: '#e03131' },
      },
    });
    card.on('change', (event) => {
      const next = { empty: event.empty, complete: event.complete, error: event.error?.message ?? null };
      setOwn(next);
      handlers.current.onChange(next);
    });
    card.mount(node);
    cardRef.current = card;
    handlers.current.onElement(card);
    return () => {
      cardRef.current = null;
      handlers.current.onElement(null);
      card.destroy();
    };
  }, [stripe]);

  useEffect(() => {
    cardRef.current?.update({ disabled });
  }, [disabled]);

  const shown = error ?? own.error ?? undefined;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={shown}
      required
      withAsterisk={false}
      size="md"
      id={id}
      labelProps={{ onClick: () => cardRef.current?.focus() }}
      errorProps={{ role: 'alert' }}
    >
      <Input
        component="div"
        size="md"
        error={Boolean(shown)}
        disabled={disabled}
        role="group"
        aria-labelledby={`${id}-label`}
        // As tall as Stripe's frame wants (it sizes itself), never shorter than the other inputs.
        styles={{
          input: {
            display: 'flex',
            alignItems: 'center',
            cursor: 'text',
            height: 'auto',
            minHeight: 'var(--input-height)',
            paddingBlock: 'calc(var(--mantine-spacing-xs) / 2)',
          },
        }}
        onClick={() => cardRef.current?.focus()}
      >
        <div ref={mountRef} style={{ width: '100%' }} data-testid="card-element" />
      </Input>
    </Input.Wrapper>
  );
}
