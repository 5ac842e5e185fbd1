import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText: ordered list start (SPEC §5)', () => {
  it('keeps a start index above 0', () => {
    expect(sanitizeRichText('<ol start="3"><li>Three</li></ol>')).toBe('<ol start="3"><li>Three</li></ol>');
  });

  it.each(['0', '-2', '1.5', 'x" onclick="alert(1)'])('drops start="%s"', (start) => {
    expect(sanitizeRichText(`<ol start="${start}"><li>One</li></ol>`)).toBe('<ol><li>One</li></ol>');
  });
});

describe('sanitizeRichText: links that open a popup', () => {
  it('keeps data-popup on a link when it is a popup id', () => {
    const html = '<p><a href="#popup-Ab3_x-9" data-popup="popup-Ab3_x-9">Terms</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    'popup-x&quot; onclick=&quot;alert(1)',
    "popup-x' onmouseover='alert(1)",
    'popup-<img src=x onerror=alert(1)>',
    'popup-&lt;b&gt;',
    'javascript:alert(1)',
    'popup-javascript:alert(1)',
    'section-abc',
    'popup-',
    '',
  ])('drops data-popup="%s"', (value) => {
    const clean = sanitizeRichText(`<p><a href="#x" data-popup="${value}">Terms</a></p>`);
    expect(clean).toBe('<p><a href="#x">Terms</a></p>');
  });

  it('drops data-popup on anything but a link', () => {
    expect(sanitizeRichText('<p><span data-popup="popup-abc">Terms</span></p>')).toBe(
      '<p><span>Terms</span></p>',
    );
  });
});
