import { walkSubtree } from '../doc-index.ts';
import { type IdGenerator, seededIds } from '../ids.ts';
import type { ColumnOptionsInput } from '../options/column.ts';
import type { ContactCardOptions } from '../options/contact-card.ts';
import type { PopupOptionsInput } from '../options/popup.ts';
import { type RowOptionsInput, rowOptionsSchema } from '../options/row.ts';
import { DEFAULT_THEME, type Theme } from '../options/theme.ts';
import {
  type ColumnChild,
  type ColumnNode,
  CURRENT_SCHEMA_VERSION,
  type ElementNode,
  type PageDocument,
  type PopupNode,
  type RowNode,
  type SectionNode,
  type Texts,
} from '../schema.ts';
import { createColumn, createPopup, createSection, type SectionInit } from '../tree/create.ts';

/**
 * Small DSL for hand-written documents (samples, fixtures, tests): ids come from a seeded
 * generator so a sample is byte-for-byte the same on every run, and each element's HTML is filed
 * under its section when the section is built.
 */
export class DocumentBuilder {
  readonly ids: IdGenerator;
  private readonly pending = new Map<string, string>();
  private readonly texts: Texts = {};

  constructor(seed: number) {
    this.ids = seededIds(seed);
  }

  el(key: string, options: Record<string, unknown> = {}, html?: string): ElementNode {
    const element: ElementNode = {
      type: 'element',
      id: this.ids('element'),
      key,
      prefix: this.ids('prefix'),
      options,
    };
    if (html !== undefined) this.pending.set(element.id, html);
    return element;
  }

  col(width: number, children: ColumnChild[], options: ColumnOptionsInput = {}): ColumnNode {
    return createColumn(width, children, options, { ids: this.ids });
  }

  row(columns: ColumnNode[], options: RowOptionsInput = {}): RowNode {
    return { type: 'row', id: this.ids('row'), options: rowOptionsSchema.parse(options), columns };
  }

  /** One full-width column holding `children`. */
  stack(children: ColumnChild[], options: RowOptionsInput = {}): RowNode {
    return this.row([this.col(100, children)], options);
  }

  section(init: Omit<SectionInit, 'rows'>, rows: RowNode[]): SectionNode {
    const section = createSection({ ...init, rows }, { ids: this.ids });
    for (const node of walkSubtree(section)) {
      const html = this.pending.get(node.id);
      if (html === undefined) continue;
      this.texts[section.id] = { ...(this.texts[section.id] ?? {}), [node.id]: html };
      this.pending.delete(node.id);
    }
    return section;
  }

  popup(name: string, options: PopupOptionsInput, sections: SectionNode[]): PopupNode {
    return { ...createPopup(name, options, { ids: this.ids }), sections };
  }

  build(parts: {
    sections: SectionNode[];
    popups?: PopupNode[];
    theme?: Partial<Theme>;
    cardWidget?: ContactCardOptions;
  }): PageDocument {
    const doc: PageDocument = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      theme: { ...DEFAULT_THEME, ...parts.theme },
      sections: parts.sections,
      popups: parts.popups ?? [],
      texts: this.texts,
    };
    if (parts.cardWidget !== undefined) doc.cardWidget = parts.cardWidget;
    return doc;
  }
}
