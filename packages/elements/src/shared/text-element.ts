import { elementBaseShape } from '@tessera/document';
import { z } from 'zod';
import type { FieldDefinition, FieldGroup } from '../types.ts';
import { COMMON_GROUPS, textStyleFields } from './fields.ts';
import { type TextStyleDefaults, textStyleShape } from './options.ts';

/**
 * Headline, H1–H3, subheadline and paragraph differ only in their starting typography and HTML:
 * the words themselves are formatted text in the document's `texts`, never options.
 */
export function textElementSchema(defaults: TextStyleDefaults) {
  return z.object({ ...elementBaseShape, ...textStyleShape(defaults) });
}

/** `typography` adds type-specific style fields; `groups` adds whole groups before the common ones. */
export function textElementFields(
  extra: { typography?: readonly FieldDefinition[]; groups?: readonly FieldGroup[] } = {},
): FieldGroup[] {
  return [
    { title: 'Content', fields: [{ kind: 'richtext', slot: 'text', label: 'Text' }] },
    { title: 'Typography', fields: [...textStyleFields(), ...(extra.typography ?? [])] },
    ...(extra.groups ?? []),
    ...COMMON_GROUPS,
  ];
}
