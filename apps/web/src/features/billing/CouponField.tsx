import { Button, Group, Text, TextInput } from '@mantine/core';
import type { CouponEffect } from '@tessera/api-contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useCheckCoupon } from '../../api/billing.ts';
import { apiFieldError } from '../../ui/forms.ts';
import { IconCheck } from '../../ui/icons.tsx';

/**
 * A coupon code and its check (`POST /subscriptions/check-coupon`): "Apply" (or Enter) asks the
 * server, which answers the coupon's summary ("20% off for 3 months") or why it cannot be used
 * (422, shown under the field). The applied coupon follows the price: a new price checks it again.
 * `error` is a message from the form's own submit (the order refused the coupon).
 */
export function CouponField({
  priceId,
  value,
  onChange,
  error,
  disabled = false,
}: {
  priceId: number | null;
  value: CouponEffect | null;
  onChange: (coupon: CouponEffect | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const check = useCheckCoupon();
  const [code, setCode] = useState(value?.code ?? '');
  const [message, setMessage] = useState<string | undefined>();
  const changed = useRef(onChange);
  changed.current = onChange;

  const apply = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setMessage('Enter a coupon code.');
      return;
    }
    setMessage(undefined);
    check.mutate(
      { code: trimmed, priceId: priceId ?? undefined },
      {
        onSuccess: (coupon) => changed.current(coupon),
        onError: (failure) => {
          changed.current(null);
          setMessage(apiFieldError(failure, 'code') ?? 'The coupon could not be checked. Try again.');
        },
      },
    );
  };

  // A coupon checked against one price is checked again for another (its currency, its amount).
  const applied = value?.code;
  const lastPrice = useRef(priceId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new price re-checks
  useEffect(() => {
    if (lastPrice.current === priceId) return;
    lastPrice.current = priceId;
    if (applied) apply(applied);
  }, [priceId]);

  const remove = () => {
    setCode('');
    setMessage(undefined);
    onChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the coupon; it never sends the order around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(code);
    }
  };

  const shownError = message ?? error;
  const action = value ? (
    <Button size="compact-sm" variant="subtle" onClick={remove} disabled={disabled}>
      Remove
    </Button>
  ) : (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => apply(code)}
      loading={check.isPending}
      disabled={disabled || code.trim() === ''}
    >
      Apply
    </Button>
  );
  return (
    <div>
      <TextInput
        label="Coupon code (optional)"
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          setMessage(undefined);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        error={shownError}
        disabled={disabled}
        autoComplete="off"
        name="coupon"
        rightSection={action}
        rightSectionWidth={84}
        rightSectionPointerEvents="all"
      />
      {value ? (
        <Group gap={6} mt={6} c="teal.7" role="status" wrap="nowrap">
          <IconCheck size={14} />
          <Text size="sm">
            <b>{value.code}</b>: {value.summary}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
