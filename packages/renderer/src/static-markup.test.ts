import {
  createElement as createNode,
  createSection,
  DEFAULT_THEME,
  type PageDocument,
  SAMPLE_DOCUMENTS,
} from '@tessera/document';
import {
  ELEMENT_KEYS,
  type ElementRegistry,
  elementRegistry,
  parseDocumentWithRegistry,
  smallFixture,
} from '@tessera/elements';
import { Component, createContext, Fragment, createElement as h, type ReactNode, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './render-page.ts';
import { staticMarkup, UnsupportedMarkup } from './static-markup.ts';
import { TEST_DATA, TEST_SITE } from './testing/index.ts';

/** The serializer must write what React writes, byte for byte. */
function expectSameAsReact(tree: ReactNode) {
  expect(staticMarkup(tree)).toBe(renderToStaticMarkup(tree));
}

describe('staticMarkup writes what renderToStaticMarkup writes', () => {
  // React's development build warns about the odd props these cases use on purpose.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('for text, numbers, arrays, fragments and nested components', () => {
    const Inner = ({ label }: { label: string }) => h('em', null, label, 7, null, false, undefined, true);
    const Outer = ({ children }: { children?: ReactNode }) =>
      h(Fragment, null, h('p', { id: 'x' }, 'a & b', ' <c> "d" \'e\''), children, [
        h(Inner, { key: 1, label: 'q' }),
      ]);
    expectSameAsReact(h(Outer, null, h('span', null, 'child'), 0, 10n));
    expectSameAsReact(['plain', h('br', { key: 'br' }), 'text']);
    expectSameAsReact(new Set<ReactNode>([h('b', { key: 'a' }, 'iterable'), 'x']));
    expectSameAsReact(h('div', null));
  });

  it('for attribute names, booleans, numbers and values', () => {
    expectSameAsReact(
      h('div', {
        className: 'a "b"',
        htmlFor: 'f',
        tabIndex: 0,
        hidden: true,
        disabled: false,
        'aria-hidden': true,
        'aria-expanded': false,
        'data-x': false,
        'data-y': 0,
        title: false,
        id: null,
        lang: undefined,
        role: 'img',
        onClick: () => undefined,
        onclick: 'alert(1)',
        'bad name': 'x',
        'on-thing': 'kept',
        translate: 'no',
        contentEditable: true,
        spellCheck: false,
        draggable: 'true',
        suppressHydrationWarning: true,
        autoFocus: true,
        rowSpan: 'x',
        start: 3,
        cols: 0,
        rows: 4,
        download: true,
        capture: 'user',
        dateTime: '2030-01-01',
      }),
    );
    expectSameAsReact(
      h(
        'svg',
        { viewBox: '0 0 1 1', strokeWidth: 2, fillRule: 'evenodd', focusable: 'false', xlinkHref: '#a' },
        h('use', { href: '#i' }),
        h('path', { d: 'M0 0', strokeLinecap: 'round' }),
      ),
    );
  });

  it('for styles, URLs and inner HTML', () => {
    expectSameAsReact(
      h('div', {
        style: {
          marginTop: 4,
          '--x': ' y ',
          opacity: 0.5,
          zIndex: 0,
          lineHeight: 1.5,
          msTransform: 'none',
          WebkitLineClamp: 2,
          color: '',
          width: null,
          height: false,
          backgroundImage: 'url("a<b>")',
        },
      }),
    );
    expectSameAsReact(h('div', { style: {} }));
    for (const href of ['javascript:alert(1)', ' \tJaVa\nScRiPt:x', '', '/x?a=1&b=2', 'https://e.test/"'])
      expectSameAsReact(
        h('div', null, h('a', { href }, 'a'), h('img', { src: href, alt: '' }), h('form', { action: href })),
      );
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the serializer must copy inner HTML as React does.
    expectSameAsReact(h('div', { dangerouslySetInnerHTML: { __html: '<b>raw</b>' } }));
    expectSameAsReact(h('pre', null, '\nleading'));
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the leading-newline rule of <pre> applies to inner HTML too.
    expectSameAsReact(h('pre', { dangerouslySetInnerHTML: { __html: '\nraw' } }));
  });

  it('for form controls', () => {
    expectSameAsReact(
      h(
        'form',
        { method: 'post', action: '/x', className: 'f', noValidate: true, target: '_self' },
        h('input', { name: 'n', type: 'text', defaultValue: 'v', required: true, id: 'i' }),
        h('input', { type: 'checkbox', defaultChecked: true, name: 'c', value: 'yes' }),
        h('input', { type: 'radio', checked: false, readOnly: true }),
        h(
          'select',
          { name: 's', defaultValue: 'b' },
          h('option', { value: 'a' }, 'A'),
          h('option', { value: 'b' }, 'B'),
        ),
        h(
          'select',
          { name: 'm', multiple: true, value: ['a', 'c'] },
          ['a', 'b', 'c'].map((v) => h('option', { key: v }, v)),
        ),
        h('select', null, h('optgroup', { label: 'g' }, h('option', { selected: true }, 'x'))),
        h('textarea', { name: 't', defaultValue: '\nline', rows: 3 }),
        h('textarea', { name: 'u' }, 'child'),
        h('button', { type: 'submit', name: 'go', className: 'b', disabled: true }, 'Go'),
      ),
    );
  });

  it('for eager pictures, which React preloads before the markup', () => {
    const pictures = Array.from({ length: 13 }, (_, i) =>
      h('img', { key: i, src: `/p${i % 12}.png`, alt: '', loading: i === 3 ? 'lazy' : undefined }),
    );
    expectSameAsReact(h('div', null, pictures, h('img', { src: '/hi.png', fetchPriority: 'high', alt: '' })));
    expectSameAsReact(
      h('img', { srcSet: '/a.png 1x, /b.png 2x', sizes: '50vw', alt: '', crossOrigin: 'anonymous' }),
    );
    expectSameAsReact(h('img', { src: 'data:image/png;base64,AAAA', alt: '' }));
  });

  it('leaves trees outside its subset to React', () => {
    class Legacy extends Component {
      override render() {
        return h('b', null, 'class');
      }
    }
    const Stateful = () => {
      const [value] = useState('hook');
      return h('b', null, value);
    };
    const context = createContext('x');
    expect(() => staticMarkup(h(Legacy))).toThrow(UnsupportedMarkup);
    expect(() => staticMarkup(h('title', null, 'T'))).toThrow(UnsupportedMarkup);
    expect(() => staticMarkup(h(context.Provider, { value: 'y' }, 'z'))).toThrow(UnsupportedMarkup);
    expect(() => staticMarkup(h('my-widget'))).toThrow(UnsupportedMarkup);
    // A hook cannot run outside React: the call fails and the renderer retries with React.
    expect(() => staticMarkup(h(Stateful))).toThrow();
    expect(() => staticMarkup({} as ReactNode)).toThrow(UnsupportedMarkup);
  });
});

/**
 * A registry whose Render components also serialize their own output both ways and record any
 * difference, so whole pages check every element type with real options and a real context.
 */
function comparingRegistry(differences: string[]): ElementRegistry {
  const entries = Object.entries(elementRegistry).map(([key, definition]) => {
    const Original = definition.Render as (props: object) => ReactNode;
    const Render = (props: object) => {
      const tree: ReactNode = h(Original, props);
      const ours = staticMarkup(tree);
      const react = renderToStaticMarkup(tree);
      if (ours !== react) differences.push(`${key}:\n  ours:  ${ours}\n  react: ${react}`);
      return Original(props);
    };
    return [key, { ...definition, Render }];
  });
  return Object.fromEntries(entries) as unknown as ElementRegistry;
}

function loaded(raw: unknown): PageDocument {
  const parsed = parseDocumentWithRegistry(raw, elementRegistry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document;
}

/** Every element type with every string option hostile, as hostile.test.ts builds them. */
function hostileDocument(): PageDocument {
  const section = createSection();
  const texts: Record<string, string> = {};
  const column = section.rows[0]!.columns[0]!;
  const hostile = '"><script>x</script>\'&<b>';
  const replace = (value: unknown): unknown =>
    typeof value === 'string'
      ? hostile
      : Array.isArray(value)
        ? value.map(replace)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]))
          : value;
  for (const key of ELEMENT_KEYS) {
    const element = createNode(key, replace(elementRegistry[key].defaults()) as Record<string, unknown>);
    column.children.push(element);
    texts[element.id] = `<p>${hostile}</p>`;
  }
  return {
    schemaVersion: 1,
    theme: DEFAULT_THEME,
    sections: [section],
    popups: [],
    texts: { [section.id]: texts },
  };
}

describe('every element type serializes as React would', () => {
  const documents: Array<[string, () => PageDocument]> = [
    ...Object.entries(SAMPLE_DOCUMENTS).map(([name, build]): [string, () => PageDocument] => [
      name,
      () => loaded(build()),
    ]),
    ['the 200-element fixture', () => loaded(smallFixture())],
    ['hostile options', hostileDocument],
  ];
  for (const [name, build] of documents) {
    for (const mode of ['live', 'edit'] as const) {
      it(`${name}, ${mode} mode`, () => {
        const differences: string[] = [];
        const page = renderPage(build(), comparingRegistry(differences), {
          mode,
          site: TEST_SITE,
          data: TEST_DATA,
        });
        expect(differences).toEqual([]);
        expect(page.html.length).toBeGreaterThan(0);
        // Each element renders three times (ours, React's, the page's) in React's development build.
      }, 60_000);
    }
  }
});
