import { z } from 'zod';
import { MAX_COLUMNS_PER_ROW, MIN_COLUMN_WIDTH } from './constants.ts';
import { type IdKind, isIdOf } from './ids.ts';
import { columnOptionsSchema } from './options/column.ts';
import { contactCardOptionsSchema } from './options/contact-card.ts';
import { popupOptionsSchema } from './options/popup.ts';
import { rowOptionsSchema } from './options/row.ts';
import { sectionOptionsSchema } from './options/section.ts';
import { themeSchema } from './options/theme.ts';

/** Bump together with a new file in migrations/ (see docs/document-format.md). */
export const CURRENT_SCHEMA_VERSION = 1;

export const SECTION_KINDS = ['Header', 'Menu', 'Footer', 'About', 'Contact', 'Transition'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Widths are percentages; float sums drift, so a row is accepted within this of 100. */
export const WIDTH_SUM_TOLERANCE = 0.01;

export function idSchema(kind: IdKind) {
  return z.string().refine((value) => isIdOf(kind, value), `Expected a ${kind} id.`);
}

/**
 * Element options are an open record here: their shape belongs to the element registry
 * (packages/elements), which validates them per `key`.
 */
export const elementSchema = z.object({
  type: z.literal('element'),
  id: idSchema('element'),
  /** The element type: a key of the element registry. Unknown keys are kept so newer types survive older apps. */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'Invalid element key.'),
  prefix: idSchema('prefix'),
  /**
   * The version of its type's options format these options were written at, by the registry's
   * element migrations (packages/elements); absent means 0, the format before the type's first step.
   */
  optionsVersion: z.number().int().min(1).optional(),
  options: z.record(z.string(), z.unknown()),
});

export const columnSchema = z.object({
  type: z.literal('column'),
  id: idSchema('column'),
  /** Percent of the row; a row's columns sum to 100 and none is below MIN_COLUMN_WIDTH. */
  width: z.number().min(MIN_COLUMN_WIDTH).max(100),
  options: columnOptionsSchema.prefault({}),
  /** Elements and nested rows, in display order. */
  get children() {
    return z.array(z.discriminatedUnion('type', [elementSchema, rowSchema]));
  },
});

export const rowSchema = z
  .object({
    type: z.literal('row'),
    id: idSchema('row'),
    options: rowOptionsSchema.prefault({}),
    get columns() {
      return z.array(columnSchema).min(1).max(MAX_COLUMNS_PER_ROW);
    },
  })
  .superRefine((row, ctx) => {
    const sum = row.columns.reduce((total, column) => total + column.width, 0);
    if (Math.abs(sum - 100) > WIDTH_SUM_TOLERANCE) {
      ctx.addIssue({ code: 'custom', path: ['columns'], message: `Column widths sum to ${sum}, not 100.` });
    }
  });

export const sectionSchema = z.object({
  type: z.literal('section'),
  id: idSchema('section'),
  kind: z.enum(SECTION_KINDS).optional(),
  /** Label shown in the editor's layers panel. */
  name: z.string().max(120).optional(),
  options: sectionOptionsSchema.prefault({}),
  rows: z.array(rowSchema),
});

export const popupSchema = z.object({
  type: z.literal('popup'),
  id: idSchema('popup'),
  name: z.string().max(120).default('Popup'),
  options: popupOptionsSchema.prefault({}),
  sections: z.array(sectionSchema),
});

/** Formatted text as HTML: texts[sectionId][elementId]. */
export const textsSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** Every id (and element prefix) is unique across page body and popups. */
function checkUniqueIds(doc: { sections: SectionNode[]; popups: PopupNode[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  const claim = (value: string): void => {
    if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [], message: `Duplicate id "${value}".` });
    seen.add(value);
  };
  const visit = (node: DocumentNode): void => {
    claim(node.id);
    if (node.type === 'element') claim(node.prefix);
    for (const child of childrenOf(node)) visit(child);
  };
  for (const node of [...doc.sections, ...doc.popups]) visit(node);
}

export const pageDocumentSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    theme: themeSchema.prefault({}),
    sections: z.array(sectionSchema),
    popups: z.array(popupSchema).default([]),
    texts: textsSchema.default({}),
    /** Present on digital business cards: the contact-save widget laid over the card page. */
    cardWidget: contactCardOptionsSchema.optional(),
  })
  .superRefine(checkUniqueIds);

export type ElementNode = z.infer<typeof elementSchema>;
export type ColumnNode = z.infer<typeof columnSchema>;
export type RowNode = z.infer<typeof rowSchema>;
export type SectionNode = z.infer<typeof sectionSchema>;
export type PopupNode = z.infer<typeof popupSchema>;
export type ColumnChild = ElementNode | RowNode;
export type Texts = z.infer<typeof textsSchema>;
export type PageDocument = z.infer<typeof pageDocumentSchema>;

/**
 * A page document as a database row, backup or file holds it: written at some `schemaVersion`, maybe
 * older than this app's, so nothing in it is read until `loadStoredDocument` (packages/elements)
 * has migrated and repaired it. A current PageDocument is one, so writers store documents as they are.
 */
export type StoredDocument = { readonly [field: string]: unknown };
/** What may be handed to the schema: option sets and optional lists may be left out. */
export type PageDocumentInput = z.input<typeof pageDocumentSchema>;

export type DocumentNode = SectionNode | RowNode | ColumnNode | ElementNode | PopupNode;
export type NodeType = DocumentNode['type'];

export function childrenOf(node: DocumentNode): readonly DocumentNode[] {
  switch (node.type) {
    case 'popup':
      return node.sections;
    case 'section':
      return node.rows;
    case 'row':
      return node.columns;
    case 'column':
      return node.children;
    case 'element':
      return [];
  }
}
