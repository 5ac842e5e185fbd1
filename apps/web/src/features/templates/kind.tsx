import { templateArea } from '../../api/templates.ts';
import { IconList } from '../../ui/icons.tsx';
import type { RecordKind } from '../design-records/kind.ts';
import { templatePaths } from './paths.ts';

/** Site templates as a design-record kind: whole websites agencies start from, built in their pages. */
export const templateKind: RecordKind<typeof templateArea> = {
  area: templateArea,
  noun: 'template',
  param: 'templateId',
  titleField: 'name',
  publishing: 'toggle',
  paths: templatePaths,
  says: {
    list: 'Whole websites agencies start from. Agencies see a template once it and its category are published.',
    empty: 'Create one, add and design its pages, then publish it: agencies can start websites from it.',
    create: 'Name it, file it under a category, then build its pages.',
  },
  details: { label: 'Name, category and description' },
  open: { label: 'Pages and design', icon: <IconList size={16} /> },
};
