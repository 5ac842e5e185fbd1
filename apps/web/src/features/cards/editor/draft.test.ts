import { describe, expect, it } from 'vitest';
import { checkDraft, newDraft, previewHtml, withOptions } from './draft.ts';

describe('card editor draft', () => {
  it('checks a draft the way the server does, keyed by the server’s field paths', () => {
    const draft = withOptions(
      { ...newDraft(), name: '' },
      {
        ButtonList: [
          { Channel: 'website', Label: 'Site', Value: 'javascript:alert(1)' },
          { Channel: 'call', Label: 'Call', Value: '(404) 555-0142' },
        ],
      },
    );
    const errors = checkDraft(draft);
    expect(Object.keys(errors).sort()).toEqual(['name', 'options.ButtonList.0.Value']);
    expect(checkDraft({ ...draft, name: 'Maria', options: { ...draft.options, ButtonList: [] } })).toEqual(
      {},
    );
  });

  it('previews the card with the public page’s renderer, inert and script-free', () => {
    const html = previewHtml(
      withOptions(
        { ...newDraft(), name: 'Maria <b>Okafor</b>' },
        { ButtonList: [{ Channel: 'call', Label: 'Call', Value: '+14045550142' }] },
      ),
      { name: 'Tessera' },
      'http://card.localhost/abc',
    );
    expect(html).toContain('<h1>Maria &lt;b&gt;Okafor&lt;/b&gt;</h1>');
    expect(html).toContain('href="tel:+14045550142"');
    expect(html).toContain('a,button,summary{pointer-events:none}');
    expect(html).not.toContain('<script');
  });
});
