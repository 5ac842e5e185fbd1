import {
  createColumn,
  createElement,
  createRow,
  createSection,
  type ElementNode,
  type IdGenerator,
  type RowNode,
  type RowOptionsInput,
  type SectionKind,
  type SectionNode,
} from '@tessera/document';
import type { ElementKey, ElementRegistry } from '@tessera/elements';

/** A new node with the formatted texts its elements start with (element id → HTML). */
export interface Prepared<N> {
  node: N;
  texts: Record<string, string>;
}

/** A freshly dropped element: the type's defaults (and starting text), merged with `overrides`. */
export function newElement(
  registry: ElementRegistry,
  key: ElementKey,
  ids: IdGenerator,
  overrides: Record<string, unknown> = {},
  html?: string,
): Prepared<ElementNode> {
  const definition = registry[key];
  const options = Object.keys(overrides).length
    ? (definition.schema.parse({ ...definition.defaults(), ...overrides }) as Record<string, unknown>)
    : definition.defaults();
  const node = createElement(key, options, { ids });
  const text = html ?? definition.texts.text;
  return { node, texts: text === undefined ? {} : { [node.id]: text } };
}

function rowOf(
  ids: IdGenerator,
  widths: readonly number[],
  columns: ReadonlyArray<readonly ElementNode[]>,
  options: RowOptionsInput = {},
): RowNode {
  const row = createRow(widths, options, { ids });
  return {
    ...row,
    columns: row.columns.map((column, i) => ({ ...column, children: [...(columns[i] ?? [])] })),
  };
}

/**
 * SPEC §1 special sections, each with starting content a person would otherwise build by hand:
 * a header with logo and menu, a menu bar, a footer, an about block, a contact block with a
 * form, and a transition strip (a call to action between two parts of a page).
 */
export function specialSection(
  registry: ElementRegistry,
  kind: SectionKind,
  ids: IdGenerator,
  {
    year = new Date().getFullYear(),
    menuId = null,
  }: {
    year?: number;
    /** The site menu the Header and Menu sections' navigation shows (null: its own links). */
    menuId?: number | null;
  } = {},
): Prepared<SectionNode> {
  const texts: Record<string, string> = {};
  const el = (key: ElementKey, overrides: Record<string, unknown> = {}, html?: string): ElementNode => {
    const prepared = newElement(registry, key, ids, overrides, html);
    Object.assign(texts, prepared.texts);
    return prepared.node;
  };
  const menu = menuId === null ? {} : { menuId };
  const padding = (vertical: number, horizontal = 15) => ({
    desktop: { top: vertical, right: horizontal, bottom: vertical, left: horizontal },
  });
  let section: SectionNode;
  switch (kind) {
    case 'Header':
      section = createSection(
        {
          kind,
          name: 'Header',
          options: { padding: padding(16) },
          rows: [
            rowOf(ids, [30, 70], [[el('logo')], [el('navigation', { Alignment: 'right', ...menu })]], {
              verticalAlign: 'center',
            }),
          ],
        },
        { ids },
      );
      break;
    case 'Menu':
      section = createSection(
        {
          kind,
          name: 'Menu',
          options: { padding: padding(12) },
          rows: [rowOf(ids, [100], [[el('navigation', { Alignment: 'center', ...menu })]])],
        },
        { ids },
      );
      break;
    case 'Footer':
      section = createSection(
        {
          kind,
          name: 'Footer',
          options: { padding: padding(40), background: { color: '#111827' } },
          rows: [
            rowOf(
              ids,
              [50, 50],
              [
                [
                  el(
                    'paragraph',
                    { TextColor: '#e5e7eb' },
                    `<p>© ${year} Your company. All rights reserved.</p>`,
                  ),
                ],
                [el('social-link', { Alignment: 'right' })],
              ],
            ),
          ],
        },
        { ids },
      );
      break;
    case 'About':
      section = createSection(
        {
          kind,
          name: 'About',
          rows: [
            rowOf(
              ids,
              [50, 50],
              [
                [el('image')],
                [
                  el('h2', { Alignment: 'left' }, '<h2>About us</h2>'),
                  el(
                    'paragraph',
                    {},
                    '<p>Tell visitors who you are, what you do and why it matters to them. Two or three short sentences work best.</p>',
                  ),
                ],
              ],
            ),
          ],
        },
        { ids },
      );
      break;
    case 'Contact':
      section = createSection(
        {
          kind,
          name: 'Contact',
          rows: [
            rowOf(
              ids,
              [50, 50],
              [
                [
                  el('h2', { Alignment: 'left' }, '<h2>Get in touch</h2>'),
                  el(
                    'paragraph',
                    {},
                    '<p>Leave your details and we will get back to you within one business day.</p>',
                  ),
                ],
                [el('form')],
              ],
            ),
          ],
        },
        { ids },
      );
      break;
    case 'Transition':
      section = createSection(
        {
          kind,
          name: 'Transition',
          options: { padding: padding(32), background: { color: '#f1f5f9' } },
          rows: [
            rowOf(
              ids,
              [100],
              [
                [
                  el('subheadline', {}, '<p>Ready to take the next step?</p>'),
                  el('button', { Text: 'Get started' }),
                ],
              ],
            ),
          ],
        },
        { ids },
      );
      break;
  }
  return { node: section, texts };
}

/** A section-level row in one of the column layouts (SPEC §2 column layout presets). */
export function newRow(ids: IdGenerator, widths: readonly number[]): RowNode {
  return createRow(widths, {}, { ids });
}

export function newColumn(ids: IdGenerator): ReturnType<typeof createColumn> {
  return createColumn(100, [], {}, { ids });
}
