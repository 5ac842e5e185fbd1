import type { OrderPageSummary } from '@tessera/api-contract';
import { recordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { orderPageKind } from './kind.ts';

/** The actions of one row of the order page list. */
export const OrderPageActions = recordRowMenu(orderPageKind, (page: OrderPageSummary) => ({
  deleteText: (
    <>
      The order page and its design are removed
      {page.published ? ', and its published copy with them' : ''}. The plans it offers stay as they are. This
      cannot be undone.
    </>
  ),
}));
