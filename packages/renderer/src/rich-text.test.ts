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
