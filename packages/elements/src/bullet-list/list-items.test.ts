import { describe, expect, it } from 'vitest';
import { listItems } from './list-items.ts';

describe('listItems', () => {
  it.each([
    ['<ul><li>One</li><li>Two</li></ul>', ['One', 'Two']],
    [
      '<ol><li>A <strong>b</strong></li><li>C<ul><li>c1</li></ul></li></ol>',
      ['A <strong>b</strong>', 'C<ul><li>c1</li></ul>'],
    ],
    ['<p>Line one</p><p>Line <em>two</em></p>', ['Line one', 'Line <em>two</em>']],
    ['x <strong>y</strong><ul><li>z</li></ul>tail', ['x <strong>y</strong>', 'z', 'tail']],
    ['<ul><li>open item', ['open item']],
    ['<ul><li>a</li></p><li>b</li></ul>', ['a', 'b']],
    ['<p><br></p><ul><li>&nbsp;</li><li>kept</li></ul>', ['kept']],
    ['', []],
    ['Just text', ['Just text']],
    ['<li>stray</li>', ['stray']],
  ])('%j', (html, expected) => {
    expect(listItems(html)).toEqual(expected);
  });
});
