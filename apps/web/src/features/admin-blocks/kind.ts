import { adminBlockArea } from '../../api/admin-blocks.ts';
import type { RecordKind } from '../design-records/kind.ts';
import { adminBlockPaths } from './paths.ts';

/** Admin blocks as a design-record kind: the sections and rows of every editor's block library. */
export const adminBlockKind: RecordKind<typeof adminBlockArea> = {
  area: adminBlockArea,
  noun: 'block',
  param: 'blockId',
  titleField: 'name',
  publishing: 'changed-draft',
  shareKind: 'block',
  paths: adminBlockPaths,
  says: {
    list: 'Sections and rows agencies insert from their editor’s block library once you publish them.',
    empty: 'Create one, design it and publish it: agencies then find it in their block library.',
    create: 'Name it and choose whether it is a section or a row, then design it.',
    edit: 'The block itself is edited in the designer.',
  },
  details: { label: 'Rename', title: 'Rename block' },
  designLink: 'Design the block',
};
