import { orderPageArea } from '../../api/order-pages.ts';
import type { RecordKind } from '../design-records/kind.ts';
import { orderPagePaths } from './paths.ts';

/** Order pages as a design-record kind: the pages agencies order one of the plans offered on. */
export const orderPageKind: RecordKind<typeof orderPageArea> = {
  area: orderPageArea,
  noun: 'order page',
  param: 'orderPageId',
  titleField: 'name',
  publishing: 'draft',
  shareKind: 'order-page',
  paths: orderPagePaths,
  says: {
    list: 'The pages agencies choose and order a plan on. Each offers the plans you pick, in that order.',
    empty: 'Create one, pick the plans it offers, design it and publish it.',
    create: 'Name it, choose the plans it offers, then design it.',
    edit: 'The page itself is edited in the designer.',
  },
  details: { label: 'Details and plans' },
  designLink: 'Design the page',
};
