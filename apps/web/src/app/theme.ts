import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Tessera's own primary colour; white labels change name, logo and favicon, not the palette. */
const tessera: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b9c7e2',
  '#94a8d0',
  '#748dc1',
  '#5f7cb8',
  '#5474b4',
  '#44639f',
  '#39588f',
  '#2d4b81',
];

export const theme = createTheme({
  primaryColor: 'tessera',
  primaryShade: { light: 7, dark: 5 },
  colors: { tessera },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  // Plain objects rather than `Component.extend`, so the theme does not pull every themed
  // component into the entry chunk.
  components: {
    Button: { defaultProps: { fw: 600 } },
    // No asterisk in labels: the forms mark optional fields instead, `required` still reaches
    // assistive technology, and label text stays exactly the field name (stable for e2e tests).
    TextInput: { defaultProps: { size: 'md', withAsterisk: false } },
    PasswordInput: { defaultProps: { size: 'md', withAsterisk: false } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A badge is a word or two ("CNAME", "Published"): shown whole, never cut to "PUBLIS…" when
    // its table column or row is narrow (Mantine lets it shrink and ellipsises it).
    Badge: { styles: { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } },
    Modal: {
      defaultProps: { radius: 'lg' },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});
