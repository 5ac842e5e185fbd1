import { describe, expect, it } from 'vitest';
import { splitKeywords } from './KeywordsEditor.tsx';

describe('splitKeywords', () => {
  it('splits on commas, semicolons and new lines, tidies spaces and drops repeats', () => {
    expect(splitKeywords(' web   design, Local SEO\nppc;PPC,, web design ')).toEqual([
      'web design',
      'Local SEO',
      'ppc',
    ]);
    expect(splitKeywords(' , \n')).toEqual([]);
  });
});
