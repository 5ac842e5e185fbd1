import {
  type ButtonOptions,
  type ButtonTheme,
  DEFAULT_CLASSIC_BUTTON,
  DEFAULT_MODERN_BUTTON,
  DEFAULT_THEME,
} from '@tessera/document';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StyleSheet } from '../render/styles.ts';
import type { RenderContext } from '../render/types.ts';
import { ButtonView, type ButtonViewProps } from './ButtonView.tsx';

function testContext(mode: RenderContext['mode'] = 'live'): RenderContext {
  return {
    mode,
    theme: DEFAULT_THEME,
    styles: new StyleSheet(),
    fonts: { use: () => {} },
    site: { landingLink: 'https://shop.example.com', title: 'Shop', currency: '$', pageUrl: '', pageId: 1 },
    data: { pages: [] },
    needIsland: () => {},
    href: (raw) => raw || null,
    buttonAction: (options: ButtonOptions) =>
      options.CustomLink ? { kind: 'link', href: options.CustomLink, newWindow: false } : { kind: 'none' },
    icon: () => null,
    formEndpoint: (element) => `/_forms/${element.id}`,
  };
}

const render = (props: ButtonViewProps) => renderToStaticMarkup(createElement(ButtonView, props));

describe('ButtonView', () => {
  it.each([
    ['square', 'border-radius:0;'],
    ['5pt-corner', 'border-radius:5px;'],
    ['10pt-corner', 'border-radius:10px;'],
    ['15pt-corner', 'border-radius:15px;'],
    ['20pt-corner', 'border-radius:20px;'],
    ['pill', 'border-radius:999px;'],
    ['3d', 'box-shadow:inset 0 -4px 0 rgba(0,0,0,.22);'],
  ] as Array<[ButtonTheme, string]>)('applies the SPEC §9 %s theme', (theme, declaration) => {
    const context = testContext();
    render({ options: DEFAULT_MODERN_BUTTON, context, theme });
    expect(context.styles.toString()).toContain(declaration);
    const plain = testContext();
    render({ options: DEFAULT_MODERN_BUTTON, context: plain });
    expect(plain.styles.toString()).not.toContain(declaration);
  });

  it('submits as a form button whatever link it carries, and is inert as one in the editor', () => {
    const options = { ...DEFAULT_CLASSIC_BUTTON, CustomLink: '/ignored' };
    const live = render({ options, context: testContext(), as: 'submit' });
    expect(live).toMatch(/<button type="submit" class="btn /);
    expect(live).not.toContain('href=');
    const edit = render({ options, context: testContext('edit'), as: 'submit' });
    expect(edit).toMatch(/<button type="button" class="btn [^"]*" data-edit-inert="">/);
  });

  it('puts a caller class on its wrapper', () => {
    expect(
      render({ options: DEFAULT_MODERN_BUTTON, context: testContext(), className: 'coupon-btn' }),
    ).toMatch(/^<div class="btn-wrap [^"]* coupon-btn">/);
  });
});
