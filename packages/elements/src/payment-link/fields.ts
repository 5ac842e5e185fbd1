import { buttonFieldGroups } from '../shared/button-fields.ts';
import { COMMON_GROUPS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const paymentLinkFields: readonly FieldGroup[] = [
  {
    title: 'Payment',
    fields: [
      { kind: 'reference', path: 'productId', label: 'Product', source: 'product' },
      { kind: 'number', path: 'quantity', label: 'Quantity', mode: 'bounded', min: 1, max: 100 },
      {
        kind: 'link',
        path: 'paymentUrl',
        label: 'Payment page',
        help: 'Used when no product is picked.',
        showWhen: { path: 'productId', equals: [null] },
      },
      { kind: 'toggle', path: 'OpenInNewWindow', label: 'Open in a new window' },
    ],
  },
  ...buttonFieldGroups('Button', { actions: false }),
  ...COMMON_GROUPS,
];
