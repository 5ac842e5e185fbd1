import type { OrderPageDetail } from '@tessera/api-contract';
import { PlanPicker } from '../courses/PlanPicker.tsx';
import {
  RecordDescriptionField,
  RecordFormPanel,
  RecordNameField,
  recordFormScreens,
  useRecordForm,
} from '../design-records/RecordForm.tsx';
import { orderPageKind } from './kind.ts';

/** An order page's name, description and the plans it offers, in order. */
function OrderPageForm({ record: page }: { record: OrderPageDetail | null }) {
  const form = useRecordForm({
    kind: orderPageKind,
    record: page,
    initial: {
      name: page?.name ?? '',
      description: page?.description ?? '',
      plans: (page?.plans ?? []).map((plan) => String(plan.id)),
    },
    fieldOf: { name: 'name', description: 'description', plans: 'plan_ids' },
    body: (values) => ({
      name: values.name,
      description: values.description,
      plan_ids: values.plans.map(Number),
    }),
  });
  return (
    <RecordFormPanel form={form} submitLabel={form.isNew ? 'Create and design' : 'Save order page'}>
      <RecordNameField
        form={form}
        description="For the order page list; buyers see the page's own headings."
      />
      <RecordDescriptionField
        form={form}
        description="What the page is for (shown in the list and in the preview's head)."
        max={1000}
      />
      <PlanPicker
        description="The plans buyers choose from, in the order you pick them: the page's order elements list them that way."
        value={form.values.plans}
        error={form.errors.plan_ids}
        onChange={(value) => form.set('plans', value)}
      />
    </RecordFormPanel>
  );
}

/** SPEC §2 `/admin/payment/order-pages/create` and `/admin/payment/order-pages/{orderPageId}/edit`. */
export const { CreateScreen: OrderPageCreateScreen, EditScreen: OrderPageEditScreen } = recordFormScreens(
  orderPageKind,
  OrderPageForm,
);
