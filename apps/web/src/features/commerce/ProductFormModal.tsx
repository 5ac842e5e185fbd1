import { Alert, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ProductItem, productIntervals } from '@tessera/api-contract';
import { useState } from 'react';
import { useSaveProduct } from '../../api/commerce.ts';
import { type FieldErrors, saveFailureErrors } from '../../ui/forms.ts';
import { ModalForm } from '../../ui/ModalForm.tsx';
import {
  changesPrice,
  PRODUCT_FIELDS,
  type ProductValues,
  productBodyFrom,
  productChanges,
  productValues,
} from './forms.ts';
import { INTERVAL_CHOICES } from './labels.ts';
import { AmountInput } from './parts.tsx';

const INTERVAL_DATA = productIntervals.map((interval) => ({
  value: interval,
  label: INTERVAL_CHOICES[interval],
}));

/**
 * A product and its price (SPEC §7 products on the connected account). The price is typed in the
 * currency's units; a product's currency is the gateway's when it was made.
 */
export function ProductFormModal({
  landingId,
  product,
  currency,
  onClose,
}: {
  landingId: number;
  /** null: a new product. */
  product: ProductItem | null;
  /** The currency of a new product (the active gateway's). */
  currency: string;
  onClose: () => void;
}) {
  const save = useSaveProduct(landingId);
  const [values, setValues] = useState<ProductValues>(() => productValues(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const priceCurrency = product?.currency ?? currency;

  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K], field: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const parsed = productBodyFrom(values, priceCurrency);
  const priceChanging = product !== null && parsed.ok && changesPrice(productChanges(product, parsed.body));

  const submit = () => {
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    const onError = (error: unknown) => setErrors(saveFailureErrors(error, PRODUCT_FIELDS));
    if (product === null) {
      save.mutate({ productId: null, body: parsed.body }, { onSuccess: onClose, onError });
      return;
    }
    const changes = productChanges(product, parsed.body);
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate({ productId: product.id, body: changes }, { onSuccess: onClose, onError });
  };

  return (
    <ModalForm
      title={product ? `Edit “${product.name}”` : 'New product'}
      onClose={onClose}
      errors={errors}
      onSubmit={submit}
      saving={save.isPending}
      submitLabel={product ? 'Save product' : 'Create product'}
    >
      <TextInput
        label="Name"
        description="What buyers see on the order page and their receipt."
        required
        maxLength={200}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.currentTarget.value, 'name')}
        data-autofocus
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value, 'description')}
      />
      <TextInput
        label="Image URL"
        description="Optional: a picture of the product (https://…), shown by order elements that show one."
        placeholder="https://"
        maxLength={2048}
        value={values.imageUrl}
        error={errors.image_url}
        onChange={(event) => set('imageUrl', event.currentTarget.value.trim(), 'image_url')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label="Price"
          currency={priceCurrency}
          value={values.amount}
          error={errors.amount}
          onChange={(amount) => set('amount', amount, 'amount')}
        />
        <Select
          size="md"
          label="Billing"
          description="Once, or a subscription that renews."
          data={INTERVAL_DATA}
          value={values.interval}
          onChange={(value) => {
            const interval = productIntervals.find((choice) => choice === value);
            if (interval) set('interval', interval, 'interval');
          }}
          allowDeselect={false}
          error={errors.interval}
        />
      </SimpleGrid>
      {product ? (
        <Alert color={priceChanging ? 'yellow' : 'gray'} variant="light" data-testid="price-note">
          A new price or billing interval applies to new orders only: past orders keep what they paid, and
          existing subscribers keep paying the price they signed up for.
        </Alert>
      ) : null}
    </ModalForm>
  );
}
