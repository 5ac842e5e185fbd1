import { isDeepStrictEqual } from 'node:util';
import {
  createElement,
  createSection,
  DEFAULT_THEME,
  type PageDocument,
  SAMPLE_DOCUMENTS,
} from '@tessera/document';
import {
  ELEMENT_KEYS,
  type ElementRegistry,
  elementRegistry,
  largeFixture,
  parseDocumentWithRegistry,
  type RenderContext,
  type RenderProps,
  smallFixture,
} from '@tessera/elements';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from './render-page.ts';
import { TEST_DATA, TEST_SITE } from './testing/index.ts';

/** The page's context with its memo taken away: every look is made where it is asked for. */
function withoutMemo(context: RenderContext): RenderContext {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(context)) as RenderContext, context);
  Object.defineProperty(copy, 'memo', { value: undefined });
  return copy;
}

/** The registry with each Render given the memo-less context (as the editor canvas gives one). */
function unmemoized(registry: ElementRegistry): ElementRegistry {
  const wrapped: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(registry)) {
    const Render = definition.Render as (props: RenderProps<unknown>) => unknown;
    wrapped[key] = {
      ...definition,
      Render: (props: RenderProps<unknown>) => Render({ ...props, context: withoutMemo(props.context) }),
    };
  }
  return wrapped as ElementRegistry;
}

/** Values tried for a changed string option: colours, the commonest enum values, text. */
const STRINGS = [
  '#123456',
  'right',
  'center',
  'left',
  'circle',
  'square',
  'grid',
  'list',
  'slider',
  'vertical',
  'mobile',
  'hidden',
  'full',
  'dashed',
  'pill',
  'fill',
  'flip',
  'plain',
  'masonry',
  'coverflow',
  'inline',
  'dropdown',
  'highest',
  'Lora',
  'Some words',
];

type Path = ReadonlyArray<string | number>;

/** Changed values of each option, as [where, values to try]: every leaf, and each device of a per-device value. */
function variations(value: unknown, path: Path = []): Array<[Path, unknown[]]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => variations(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [[path, candidates(value)]];
  const own = Object.entries(value).flatMap(([key, inner]) => variations(inner, [...path, key]));
  // A per-device value with the desktop's alone: give the tablet and the phone their own.
  const desktop = (value as { desktop?: unknown }).desktop;
  if (desktop === undefined) return own;
  return [
    ...own,
    [[...path, 'tablet'], [otherDevice(desktop, 1)]],
    [[...path, 'mobile'], [otherDevice(desktop, 2)]],
  ];
}

function otherDevice(desktop: unknown, step: number): unknown {
  if (typeof desktop === 'number') return desktop + step;
  if (typeof desktop === 'object' && desktop !== null)
    return Object.fromEntries(
      Object.entries(desktop).map(([key, side]) => [key, typeof side === 'number' ? side + step : side]),
    );
  return desktop;
}

function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

function leafOf(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)?.[key], value);
}

function candidates(value: unknown): unknown[] {
  if (typeof value === 'number') return [value + 1, value + 7, value * 2 + 3, value - 1];
  if (typeof value === 'boolean') return [!value];
  if (typeof value === 'string') return STRINGS.filter((text) => text !== value);
  return [];
}

/**
 * Every element type, first with its defaults, then once for each option it has with that one
 * option changed (to the first value its schema accepts), each right after an unchanged
 * neighbour: a look shared between elements it should not be (a maker that depends on more than
 * its key, through the context or state of its own) shows as a difference from the memo-less
 * render.
 */
function variedDocument(): PageDocument {
  const section = createSection();
  const column = section.rows[0]!.columns[0]!;
  const texts: Record<string, string> = {};
  for (const key of ELEMENT_KEYS) {
    const definition = elementRegistry[key];
    const defaults = definition.defaults();
    const variants: unknown[] = [defaults];
    for (const [path, tried] of variations(defaults)) {
      const before = leafOf(defaults, path);
      for (const leaf of tried) {
        const parsed = definition.schema.safeParse(withLeaf(defaults, path, leaf));
        if (parsed.success && !isDeepStrictEqual(leafOf(parsed.data, path), before)) {
          variants.push(defaults, parsed.data);
          break;
        }
      }
    }
    for (const options of variants) {
      const element = createElement(key, options as Record<string, unknown>);
      column.children.push(element);
      texts[element.id] = definition.texts.text ?? '';
    }
  }
  return {
    schemaVersion: 1,
    theme: DEFAULT_THEME,
    sections: [section],
    popups: [],
    texts: { [section.id]: texts },
  };
}

const PAGES: Record<string, () => unknown> = {
  ...SAMPLE_DOCUMENTS,
  small: smallFixture,
  large: largeFixture,
  varied: variedDocument,
};

describe('the render memo (looks made once per page and shared)', () => {
  beforeAll(() => {
    // Timers and countdowns read the clock: both renders must see the same moment.
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 12), toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(Object.keys(PAGES))('gives the markup and sheet of a memo-less render on the %s page', (name) => {
    const parsed = parseDocumentWithRegistry(PAGES[name]!(), elementRegistry);
    if (!parsed.ok) throw new Error(`${name} does not load`);
    const plain = unmemoized(elementRegistry);
    for (const mode of ['live', 'preview', 'edit'] as const) {
      const options = { mode, site: TEST_SITE, data: TEST_DATA };
      const memoised = renderPage(parsed.document, elementRegistry, options);
      const made = renderPage(parsed.document, plain, options);
      expect(memoised.problems).toEqual([]);
      expect(memoised.html).toBe(made.html);
      expect(memoised.css).toBe(made.css);
      expect(memoised.fonts).toEqual(made.fonts);
      expect(memoised.islands).toEqual(made.islands);
    }
  });
});
