import { type IdGenerator, randomIds } from '../ids.ts';
import { type ColumnOptionsInput, columnOptionsSchema } from '../options/column.ts';
import { type PopupOptionsInput, popupOptionsSchema } from '../options/popup.ts';
import { type RowOptionsInput, rowOptionsSchema } from '../options/row.ts';
import { type SectionOptionsInput, sectionOptionsSchema } from '../options/section.ts';
import type {
  ColumnChild,
  ColumnNode,
  ElementNode,
  PopupNode,
  RowNode,
  SectionKind,
  SectionNode,
} from '../schema.ts';
import { normalizeWidths } from './widths.ts';

/** Factories for new nodes: fresh ids, option sets completed from their defaults. */

export interface CreateOptions {
  ids?: IdGenerator;
}

export function createElement(
  key: string,
  options: Record<string, unknown> = {},
  { ids = randomIds }: CreateOptions = {},
): ElementNode {
  return { type: 'element', id: ids('element'), key, prefix: ids('prefix'), options };
}

export function createColumn(
  width: number,
  children: ColumnChild[] = [],
  options: ColumnOptionsInput = {},
  { ids = randomIds }: CreateOptions = {},
): ColumnNode {
  return { type: 'column', id: ids('column'), width, options: columnOptionsSchema.parse(options), children };
}

/** A row with one empty column per width; widths are normalised to sum to 100. */
export function createRow(
  widths: readonly number[] = [100],
  options: RowOptionsInput = {},
  { ids = randomIds }: CreateOptions = {},
): RowNode {
  const normalized = normalizeWidths(widths.length === 0 ? [100] : widths);
  return {
    type: 'row',
    id: ids('row'),
    options: rowOptionsSchema.parse(options),
    columns: normalized.map((width) => createColumn(width, [], {}, { ids })),
  };
}

export interface SectionInit {
  kind?: SectionKind;
  name?: string;
  options?: SectionOptionsInput;
  rows?: RowNode[];
}

/** Without `rows`, a section starts with one full-width row so it has somewhere to drop elements. */
export function createSection(init: SectionInit = {}, { ids = randomIds }: CreateOptions = {}): SectionNode {
  const section: SectionNode = {
    type: 'section',
    id: ids('section'),
    options: sectionOptionsSchema.parse(init.options ?? {}),
    rows: init.rows ?? [createRow([100], {}, { ids })],
  };
  if (init.kind !== undefined) section.kind = init.kind;
  if (init.name !== undefined) section.name = init.name;
  return section;
}

export function createPopup(
  name = 'Popup',
  options: PopupOptionsInput = {},
  { ids = randomIds }: CreateOptions = {},
): PopupNode {
  return {
    type: 'popup',
    id: ids('popup'),
    name,
    options: popupOptionsSchema.parse(options),
    sections: [createSection({}, { ids })],
  };
}
