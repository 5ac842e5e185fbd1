import { describe, expect, it } from 'vitest';
import { findNode } from '../doc-index.ts';
import { effectiveFontFamily, THEME_FONT } from '../options/font.ts';
import { expectOk, testDocument } from '../testing.ts';
import { elementFontFamily, setElementFont, setThemeFont, updateTheme } from './font.ts';

describe('theme font rule (SPEC §3)', () => {
  it('applies the theme font only to elements whose font was not changed by hand', () => {
    const { doc, ids: n } = testDocument();
    const themed = expectOk(setThemeFont(doc, 'Montserrat')).doc;
    expect(elementFontFamily(themed, n.e1)).toBe('Montserrat'); // FontFamily: 'inherit'
    expect(elementFontFamily(themed, n.e3)).toBe('Montserrat'); // no FontFamily at all
    expect(elementFontFamily(themed, n.e7)).toBe('Lora'); // picked by hand
  });

  it('changing the theme font rewrites no element', () => {
    const { doc } = testDocument();
    const themed = expectOk(setThemeFont(doc, 'Raleway')).doc;
    expect(themed.sections).toBe(doc.sections);
    expect(themed.popups).toBe(doc.popups);
    expect(themed.theme.FontFamily).toBe('Raleway');
  });

  it('falls back to Poppins when the theme has no font', () => {
    const { doc, ids: n } = testDocument();
    expect(doc.theme.FontFamily).toBe(THEME_FONT);
    expect(elementFontFamily(doc, n.e1)).toBe('Poppins');
  });

  it('a hand-picked font sticks until handed back to the theme', () => {
    const { doc, ids: n } = testDocument();
    const picked = expectOk(setElementFont(doc, n.e1, 'Oswald')).doc;
    const themed = expectOk(setThemeFont(picked, 'Inter')).doc;
    expect(elementFontFamily(themed, n.e1)).toBe('Oswald');
    const back = expectOk(setElementFont(themed, n.e1, THEME_FONT)).doc;
    expect(elementFontFamily(back, n.e1)).toBe('Inter');
    expect(findNode(back, n.e7)?.node).toBe(findNode(doc, n.e7)?.node);
    expect(setElementFont(doc, n.c1, 'Inter')).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(elementFontFamily(doc, 'element-none')).toBeNull();
  });

  it('effectiveFontFamily covers every "not set" spelling', () => {
    for (const unset of [undefined, null, '', THEME_FONT]) {
      expect(effectiveFontFamily(unset, 'Lato')).toBe('Lato');
      expect(effectiveFontFamily(unset, unset)).toBe('Poppins');
    }
    expect(effectiveFontFamily('Ubuntu', 'Lato')).toBe('Ubuntu');
  });
});

describe('updateTheme', () => {
  it('patches theme colours and refuses unsafe values', () => {
    const { doc } = testDocument();
    const next = expectOk(updateTheme(doc, { ButtonBackground: '#ff0000' })).doc;
    expect(next.theme.ButtonBackground).toBe('#ff0000');
    expect(next.sections).toBe(doc.sections);
    expect(expectOk(updateTheme(doc, {})).doc).toBe(doc);
    expect(updateTheme(doc, { ButtonTextColor: 'red;background:url(x)' })).toMatchObject({ ok: false });
    expect(updateTheme(doc, { FontFamily: "Arial'; }" })).toMatchObject({ ok: false });
  });
});
