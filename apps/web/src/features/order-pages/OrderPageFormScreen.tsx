import { Anchor, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { createOrderPageBody, type OrderPageDetail, updateOrderPageBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrderPage, useSaveOrderPage } from '../../api/order-pages.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { FormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { RecordEditFrame } from '../../ui/RecordEditFrame.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { PlanPicker } from '../courses/PlanPicker.tsx';
import { orderPagePaths } from './paths.ts';

interface Values {
  name: string;
  description: string;
  plans: string[];
}

const FIELD_OF: Record<keyof Values, string> = {
  name: 'name',
  description: 'description',
  plans: 'plan_ids',
};

function OrderPageForm({ page }: { page: OrderPageDetail | null }) {
  const navigate = useNavigate();
  const save = useSaveOrderPage(page?.id ?? null);
  const [values, setValues] = useState<Values>({
    name: page?.name ?? '',
    description: page?.description ?? '',
    plans: (page?.plans ?? []).map((plan) => String(plan.id)),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [FIELD_OF[key]]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: values.name, description: values.description, plan_ids: values.plans.map(Number) };
    const schema = page === null ? createOrderPageBody : updateOrderPageBody;
    const parsed = schema.safeParse(fields);
    const shown = Object.values(FIELD_OF);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    save.mutate(parsed.data, {
      // A new order page goes straight to its design.
      onSuccess: (saved) => navigate(page === null ? orderPagePaths.design(saved.id) : orderPagePaths.list),
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <Paper withBorder p="lg" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} />
          <TextInput
            label="Name"
            description="For the order page list; buyers see the page's own headings."
            required
            value={values.name}
            error={errors.name}
            maxLength={120}
            data-autofocus
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Textarea
            label="Description"
            description="What the page is for (shown in the list and in the preview's head)."
            autosize
            minRows={2}
            maxLength={1000}
            value={values.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <PlanPicker
            description="The plans buyers choose from, in the order you pick them: the page's order elements list them that way."
            value={values.plans}
            error={errors.plan_ids}
            onChange={(v) => set('plans', v)}
          />
          <FormButtons cancelTo={orderPagePaths.list} saving={save.isPending}>
            {page === null ? 'Create and design' : 'Save order page'}
          </FormButtons>
        </Stack>
      </form>
    </Paper>
  );
}

/** SPEC §2 `/admin/payment/order-pages/create`. */
export function OrderPageCreateScreen() {
  return (
    <>
      <ScreenHeader
        title="New order page"
        description="Name it, choose the plans it offers, then design it."
      />
      <OrderPageForm page={null} />
    </>
  );
}

/** SPEC §2 `/admin/payment/order-pages/{orderPageId}/edit`: name, description and plans. */
export function OrderPageEditScreen() {
  const { orderPageId } = useParams();
  const id = Number(orderPageId);
  const page = useOrderPage(id);
  return (
    <RecordEditFrame
      title="Edit order page"
      description="The page itself is edited in the designer."
      actions={
        <Anchor component={Link} to={orderPagePaths.design(id)}>
          Design the page
        </Anchor>
      }
      noun="order page"
      listPath={orderPagePaths.list}
      invalid={!Number.isInteger(id) || id <= 0}
      record={page}
      form={(data) => <OrderPageForm key={data.id} page={data} />}
    />
  );
}
