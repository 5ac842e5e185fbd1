import { Input, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type CouponDuration, couponDurations } from '@tessera/api-contract';
import { useState } from 'react';
import { useCreateCoupon } from '../../api/commerce.ts';
import { type FieldErrors, saveFailureErrors } from '../../ui/forms.ts';
import { ModalForm } from '../../ui/ModalForm.tsx';
import { COUPON_FIELDS, type CouponValues, couponBodyFrom, EMPTY_COUPON } from './forms.ts';
import { AmountInput } from './parts.tsx';

const DURATION_DATA: Array<{ value: CouponDuration; label: string }> = [
  { value: 'once', label: 'The first payment only' },
  { value: 'repeating', label: 'A number of months' },
  { value: 'forever', label: 'Every payment' },
];

/** The day a date input can start at: today, where the agency works. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A new coupon (SPEC §7 coupons: percent or amount off, duration, expiry, most redemptions), made
 * on the connected account with the code buyers type. Coupons cannot be changed once made: Stripe
 * keeps them as they were redeemed.
 */
export function CouponFormModal({
  landingId,
  currency,
  onClose,
}: {
  landingId: number;
  /** The currency of an amount off (the active gateway's). */
  currency: string;
  onClose: () => void;
}) {
  const create = useCreateCoupon(landingId);
  const [values, setValues] = useState<CouponValues>(EMPTY_COUPON);
  const [errors, setErrors] = useState<FieldErrors>({});
  const code = currency.toUpperCase();

  const set = <K extends keyof CouponValues>(key: K, value: CouponValues[K], ...fields: string[]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const submit = () => {
    const parsed = couponBodyFrom(values, currency, new Date());
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.body, {
      onSuccess: onClose,
      onError: (error) => setErrors(saveFailureErrors(error, COUPON_FIELDS)),
    });
  };

  return (
    <ModalForm
      title="New coupon"
      onClose={onClose}
      errors={errors}
      onSubmit={submit}
      saving={create.isPending}
      submitLabel="Create coupon"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Code"
          description="What buyers type, such as LAUNCH20."
          required
          maxLength={40}
          autoComplete="off"
          value={values.code}
          error={errors.code}
          onChange={(event) =>
            set('code', event.currentTarget.value.toUpperCase().replace(/\s/g, ''), 'code')
          }
          data-autofocus
        />
        <TextInput
          label="Name"
          description="Optional: for you, such as “Launch week”."
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value, 'name')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Input.Wrapper label="Discount" size="md" labelElement="div">
          <SegmentedControl
            display="flex"
            aria-label="Kind of discount"
            value={values.kind}
            onChange={(kind) =>
              set('kind', kind === 'amount' ? 'amount' : 'percent', 'percent_off', 'amount_off')
            }
            data={[
              { value: 'percent', label: 'Percentage' },
              { value: 'amount', label: `Amount (${code})` },
            ]}
            w="fit-content"
          />
        </Input.Wrapper>
        {values.kind === 'percent' ? (
          <TextInput
            label="Percentage off"
            required
            inputMode="decimal"
            description="Such as 20, or 12.5."
            autoComplete="off"
            rightSection={
              <Text size="sm" c="dimmed">
                %
              </Text>
            }
            value={values.percent}
            error={errors.percent_off}
            onChange={(event) => set('percent', event.currentTarget.value, 'percent_off')}
            maw={240}
          />
        ) : (
          <AmountInput
            label="Amount off"
            currency={currency}
            value={values.amount}
            error={errors.amount_off}
            onChange={(amount) => set('amount', amount, 'amount_off')}
            maw={240}
          />
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          size="md"
          label="On subscriptions, it applies to"
          description="One-time products get it once in any case."
          data={DURATION_DATA}
          value={values.duration}
          onChange={(value) => {
            const duration = couponDurations.find((choice) => choice === value);
            if (duration) set('duration', duration, 'duration', 'duration_in_months');
          }}
          allowDeselect={false}
          error={errors.duration}
        />
        {values.duration === 'repeating' ? (
          <TextInput
            label="Months"
            required
            inputMode="numeric"
            autoComplete="off"
            value={values.months}
            error={errors.duration_in_months}
            onChange={(event) => set('months', event.currentTarget.value, 'duration_in_months')}
          />
        ) : (
          <span />
        )}
        <TextInput
          type="date"
          label="Expires on"
          description="Optional: it can be redeemed until the end of that day."
          min={today()}
          value={values.expiresOn}
          error={errors.expires_at}
          onChange={(event) => set('expiresOn', event.currentTarget.value, 'expires_at')}
        />
        <TextInput
          label="Most redemptions"
          description="Optional: how many orders may use it in all."
          inputMode="numeric"
          autoComplete="off"
          placeholder="No limit"
          value={values.maxRedemptions}
          error={errors.max_redemptions}
          onChange={(event) => set('maxRedemptions', event.currentTarget.value, 'max_redemptions')}
        />
      </SimpleGrid>
    </ModalForm>
  );
}
