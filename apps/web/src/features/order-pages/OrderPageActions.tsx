import type { OrderPageSummary } from '@tessera/api-contract';
import { useOrderPageActions } from '../../api/order-pages.ts';
import { DesignedRecordMenu } from '../../ui/list/DesignedRecordMenu.tsx';
import { orderPagePaths } from './paths.ts';

/** The actions of one row of the order page list. */
export function OrderPageActions({ page }: { page: OrderPageSummary }) {
  return (
    <DesignedRecordMenu
      record={page}
      name={page.name}
      paths={orderPagePaths}
      detailsLabel="Details and plans"
      previewKind="order-page"
      actions={useOrderPageActions()}
      deleteLabel="Delete order page"
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
