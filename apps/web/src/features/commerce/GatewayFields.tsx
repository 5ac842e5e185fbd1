import { Select, TextInput } from '@mantine/core';
import { commerceCurrencies } from '@tessera/api-contract';
import { currencyLabel } from '../billing-admin/money.ts';

// The fields a gateway is connected and edited with (GatewayCreateScreen, GatewayPanel's edit
// dialog); each form says in `description` what the field does there.

const CURRENCY_CHOICES = commerceCurrencies.map((code) => ({
  value: code,
  label: currencyLabel(code),
}));

/** The gateway's name in this app; it takes the focus, being the form's first field. */
export function GatewayNameInput({
  description,
  value,
  error,
  onChange,
}: {
  description: string;
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  return (
    <TextInput
      label="Name"
      description={description}
      required
      maxLength={100}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}

/** The currency the gateway's products are priced in, one of those the platform sells in. */
export function GatewayCurrencySelect({
  label,
  description,
  value,
  error,
  onChange,
}: {
  label: string;
  description: string;
  value: string;
  error: string | undefined;
  onChange: (currency: string) => void;
}) {
  return (
    <Select
      size="md"
      label={label}
      description={description}
      data={CURRENCY_CHOICES}
      value={value}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      allowDeselect={false}
      searchable
      error={error}
    />
  );
}
