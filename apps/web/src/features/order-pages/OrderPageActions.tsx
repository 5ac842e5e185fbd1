import type { OrderPageSummary } from '@tessera/api-contract';
import { RecordRowMenu } from '../design-records/RecordRowMenu.tsx';
import { orderPageKind } from './kind.ts';

/** The actions of one row of the order page list. */
export function OrderPageActions({ page }: { page: OrderPageSummary }) {
  return (
    <RecordRowMenu
      kind={orderPageKind}
      record={page}
      deleteText={
        <>
          The order page and its design are removed
          {page.published ? ', and its published copy with them' : ''}. The plans it offers stay as they are.
          This cannot be undone.
        </>
      }
    />
  );
}
