import type { BlockKind } from '@tessera/api-contract';

/** How the screens name each kind of block, and what each is for (one line, shown when creating one). */
export const BLOCK_KINDS: Record<BlockKind, { label: string; plural: string; description: string }> = {
  section: {
    label: 'Section',
    plural: 'Sections',
    description: 'A whole band of a page, with its rows: inserted between the sections of a page.',
  },
  row: {
    label: 'Row',
    plural: 'Rows',
    description: 'One row of columns inside a section: inserted into a section of a page.',
  },
};

export function isBlockKind(value: string | null): value is BlockKind {
  return value === 'section' || value === 'row';
}
