import {
  type ColumnNode,
  columnOptionsSchema,
  DEFAULT_THEME,
  type ElementNode,
  elementBaseOptionsSchema,
  rowOptionsSchema,
  sectionOptionsSchema,
} from '@tessera/document';
import { type RenderContext, RenderMemo, StyleSheet } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import {
  columnClassName,
  elementClassName,
  rowClassNames,
  sectionClassName,
  sectionInnerClassName,
} from './layout.ts';
import {
  columnClass,
  elementWrapperClass,
  rowClasses,
  sectionClass,
  sectionInnerClass,
} from './layout-memo.ts';

function memoContext(styles: StyleSheet): RenderContext {
  return {
    mode: 'live',
    theme: DEFAULT_THEME,
    styles,
    fonts: { use: () => {} },
    site: { landingLink: '', title: '', currency: '$', pageUrl: '', pageId: null },
    data: { pages: [] },
    needIsland: () => {},
    href: () => null,
    buttonAction: () => ({ kind: 'none' }),
    icon: () => null,
    formEndpoint: () => '',
    memo: new RenderMemo(),
  };
}

/** Box options of every kind the memo keys apart: plain, tablet/mobile padding, the rest set. */
const BOXES: ReadonlyArray<Record<string, unknown>> = [
  {},
  {},
  { padding: { desktop: { top: 4, right: 8, bottom: 4, left: 8 } } },
  {
    padding: {
      desktop: { top: 4, right: 8, bottom: 4, left: 8 },
      tablet: { top: 2, right: 2, bottom: 2, left: 2 },
    },
  },
  {
    padding: {
      desktop: { top: 4, right: 8, bottom: 4, left: 8 },
      mobile: { top: 0, right: 0, bottom: 0, left: 0 },
    },
  },
  { visibility: 'mobile' },
  { margin: { desktop: { top: 10, right: 0, bottom: 10, left: 0 } } },
  {
    margin: {
      desktop: { top: 0, right: 0, bottom: 0, left: 0 },
      mobile: { top: 6, right: 0, bottom: 0, left: 0 },
    },
  },
  { background: { color: '#111827' } },
  {
    background: { color: '#ffffff', overlayColor: 'rgba(0,0,0,.4)', image: { url: '/a.webp', fixed: true } },
  },
  { border: { position: 'full', width: 2, color: '#ff0000' } },
  { border: { position: 'none', width: 3 } },
  { radius: { topLeft: 4, topRight: 4, bottomRight: 0, bottomLeft: 0 } },
  { shadow: { level: 20, kind: 'inner', color: '#123456' } },
  { hover: { effect: 'grow', backgroundColor: '#eeeeee' } },
  { animation: { name: 'fadeInUp', delay: { value: 2, unit: 's' }, duration: 800 } },
  { animation: { name: 'none', duration: 500 } },
  {},
];

describe('the layout memo', () => {
  it('gives the classes (and the sheet) the layout builders give, one box after another', () => {
    const memoStyles = new StyleSheet();
    const context = memoContext(memoStyles);
    const direct = new StyleSheet();
    for (const [index, box] of BOXES.entries()) {
      const section = sectionOptionsSchema.parse({
        ...box,
        fullHeight: index % 3 === 0,
        sticky: index % 4 === 0,
      });
      const video = index % 5 === 0;
      expect(sectionClass(section, context, video)).toBe(sectionClassName(section, direct, video));
      expect(sectionInnerClass(section, context)).toBe(sectionInnerClassName(section, direct));
      const row = rowOptionsSchema.parse({
        ...box,
        columnGap: index % 2 ? 20 : 0,
        reverseOnMobile: index % 2 === 0,
      });
      expect(rowClasses(row, context)).toEqual(rowClassNames(row, direct));
      for (const width of [50, 33.333, 50]) {
        const column = { width, options: columnOptionsSchema.parse({ ...box, verticalAlign: 'center' }) };
        expect(columnClass(column as ColumnNode, context)).toBe(columnClassName(column, direct));
      }
      const element = {
        key: index % 2 ? 'headline' : 'button',
        options: elementBaseOptionsSchema.parse({
          visibility: box.visibility,
          margin: box.margin,
          animation: box.animation,
        }),
      };
      expect(elementWrapperClass(element as unknown as ElementNode, context)).toBe(
        elementClassName(element, direct),
      );
    }
    expect(memoStyles.toString()).toBe(direct.toString());
  });
});
