import { Mark, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textStyle: {
      /** Font size (px) and/or colour on the selection; null removes that part. */
      setTextStyle: (attributes: { fontSize?: string | null; color?: string | null }) => ReturnType;
    };
  }
}

const FONT_SIZE = /^\d{1,3}(\.\d+)?px$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/**
 * Inline font size and colour, stored as `<span style="font-size:…;color:…">` — exactly what the
 * published page's rich-text allow-list keeps (SPEC §9 rich-text sizes).
 */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      fontSize: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          FONT_SIZE.test(element.style.fontSize) ? element.style.fontSize : null,
        renderHTML: (attributes: { fontSize?: string | null }) =>
          attributes.fontSize ? { style: `font-size:${attributes.fontSize}` } : {},
      },
      color: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const value = element
            .getAttribute('style')
            ?.match(/(?:^|;)\s*color\s*:\s*([^;]+)/i)?.[1]
            ?.trim();
          return value && COLOR.test(value) ? value : null;
        },
        renderHTML: (attributes: { color?: string | null }) =>
          attributes.color ? { style: `color:${attributes.color}` } : {},
      },
    };
  },
  parseHTML() {
    return [
      { tag: 'span', getAttrs: (element) => ((element as HTMLElement).hasAttribute('style') ? {} : false) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setTextStyle:
        (attributes) =>
        ({ editor, chain }) => {
          const current = editor.getAttributes('textStyle') as {
            fontSize?: string | null;
            color?: string | null;
          };
          const next = { fontSize: current.fontSize ?? null, color: current.color ?? null, ...attributes };
          if (!next.fontSize && !next.color) return chain().unsetMark('textStyle').run();
          return chain().setMark('textStyle', next).run();
        },
    };
  },
});
