import {
  createElement,
  createSection,
  DEFAULT_THEME,
  type PageDocument,
  type Theme,
} from '@tessera/document';
import {
  type ElementKey,
  type ElementRegistry,
  elementRegistry,
  getElementDefinition,
  type RenderData,
  type RenderMode,
} from '@tessera/elements';
import { type RenderedPage, renderPage } from '../render-page.ts';
import { TEST_DATA, TEST_SITE } from './site.ts';

export interface RenderedElement extends RenderedPage {
  /** The element's own markup: what its Render produced, inside the renderer's wrapper div. */
  markup: string;
  document: PageDocument;
}

export interface RenderElementOptions {
  /** Merged over the type's defaults, then parsed by its schema (so they must be valid). */
  options?: Record<string, unknown>;
  /** Formatted text as stored (the renderer sanitises it); defaults to the type's starting text. */
  text?: string;
  mode?: RenderMode;
  data?: RenderData;
  theme?: Partial<Theme>;
  registry?: ElementRegistry;
}

/**
 * Renders one element through the real page renderer (in one section, row and column), for
 * unit tests of element types.
 */
export function renderElementForTest(
  key: ElementKey | (string & {}),
  given: RenderElementOptions = {},
): RenderedElement {
  const registry = given.registry ?? elementRegistry;
  // A test's registry may hold more types than elementRegistry.
  const definition = getElementDefinition(registry, key);
  if (definition === undefined) throw new Error(`The registry has no element type "${key}".`);
  const options = definition.schema.parse({ ...definition.defaults(), ...given.options }) as Record<
    string,
    unknown
  >;
  const element = createElement(key, options);
  const section = createSection();
  section.rows[0]?.columns[0]?.children.push(element);
  const document: PageDocument = {
    schemaVersion: 1,
    theme: { ...DEFAULT_THEME, ...given.theme },
    sections: [section],
    popups: [],
    texts: { [section.id]: { [element.id]: given.text ?? definition.texts.text ?? '' } },
  };
  const page = renderPage(document, registry, {
    mode: given.mode ?? 'live',
    site: TEST_SITE,
    data: given.data ?? TEST_DATA,
  });
  // The element is the page's only content: its wrapper, then column, row, section and main close.
  const open = page.html.indexOf(`<div id="${element.id}" class="`);
  const suffix = '</div></div></div></div></div></section></main>';
  const close = page.html.lastIndexOf(suffix);
  const markup = open < 0 || close < 0 ? '' : page.html.slice(page.html.indexOf('>', open) + 1, close);
  return { ...page, markup, document };
}

/** Renders a whole document live against the test site and data, with the registry given. */
export function renderDocumentForTest(
  document: PageDocument,
  registry: ElementRegistry = elementRegistry,
): RenderedPage {
  return renderPage(document, registry, { mode: 'live', site: TEST_SITE, data: TEST_DATA });
}
