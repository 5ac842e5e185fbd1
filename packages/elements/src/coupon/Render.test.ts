import { DEFAULT_THEME } from '@tessera/document';
import {
  COMMERCE_DATA,
  classesOf,
  cssOf,
  expectOnlyText,
  HOSTILE,
  renderWith,
  tag,
  tags,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('coupon element', () => {
  it('renders its defaults: a code box behind a disclosure, posting to the site’s coupon endpoint', () => {
    const page = renderWith('coupon', { data: COMMERCE_DATA });
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'form')).toMatchObject({
      'data-coupon': '',
      'data-endpoint': '/_commerce/coupon',
      'data-page-id': '12',
      'data-success': 'Coupon applied.',
      'data-error': 'That coupon code is not valid.',
    });
    expect(tag(page.markup, 'form').action).toBeUndefined();
    expect(page.markup).toMatch(/<details><summary>.*Have a coupon code\?<\/summary>/);
    const input = tag(page.markup, 'input');
    expect(input).toMatchObject({
      name: 'code',
      type: 'text',
      placeholder: 'Coupon code',
      autocomplete: 'off',
      maxlength: '40',
    });
    // Named by a label, described by the line the island writes into.
    expect(tag(page.markup, 'label')).toMatchObject({ for: input.id, class: 'sr-only' });
    expect(tag(page.markup, 'p', { id: input['aria-describedby'] ?? '' }).role).toBe('status');
    expect(tag(page.markup, 'button').type).toBe('submit');
    expect(page.markup).toContain('<span class="btn-main">Apply</span>');
    expect(page.islands).toEqual(['order']);
  });

  it('has nowhere to check a code on a site that takes no payments, or on a page it cannot name', () => {
    const page = renderWith('coupon');
    expect(tag(page.markup, 'form')['data-coupon']).toBe('');
    expect(tag(page.markup, 'form')['data-endpoint']).toBeUndefined();
    expect(tag(page.markup, 'form')['data-page-id']).toBeUndefined();
    const post = renderWith('coupon', {
      data: { ...COMMERCE_DATA, commerce: { ...COMMERCE_DATA.commerce!, pageId: null } },
    });
    expect(tag(post.markup, 'form')['data-endpoint']).toBeUndefined();
  });

  it('shows the box at once when it does not start collapsed', () => {
    const page = renderWith('coupon', { options: { startCollapsed: false } });
    expect(tags(page.markup, 'details')).toEqual([]);
    expect(tags(page.markup, 'input')).toHaveLength(1);
  });

  it('escapes hostile texts', () => {
    const page = renderWith('coupon', {
      options: {
        collapsedText: HOSTILE,
        placeholder: HOSTILE,
        buttonText: HOSTILE,
        successMessage: HOSTILE,
        errorMessage: HOSTILE,
      },
      unchecked: true,
    });
    // Disclosure, placeholder and label, button, and the two messages for the island.
    expectOnlyText(page.markup, 6);
  });

  it('has no link to drop: the code goes only to the site’s endpoint', () => {
    const page = renderWith('coupon', {
      options: { placeholder: 'javascript:alert(1)' },
      unchecked: true,
      data: COMMERCE_DATA,
    });
    expect(tags(page.markup, 'a')).toEqual([]);
    expect(tag(page.markup, 'form')['data-endpoint']).toBe('/_commerce/coupon');
  });

  it('is inert in the editor: no form, a button that submits nothing, the box shown', () => {
    const page = renderWith('coupon', { mode: 'edit' });
    expect(tags(page.markup, 'form')).toEqual([]);
    expect(tag(page.markup, 'button')).toMatchObject({ type: 'button', 'data-edit-inert': '' });
    expect(tag(page.markup, 'details').open).toBe('');
    expect(page.islands).toEqual([]);
  });

  it('carries the button colours, font size and input style into its CSS', () => {
    const page = renderWith('coupon', {
      options: {
        buttonColor: '#16a34a',
        buttonTextColor: '#000000',
        FontSize: { desktop: 18 },
        inputStyle: 'gray',
      },
    });
    const button = cssOf(page.css, classesOf(page.markup, 'btn'));
    expect(button).toContain('background-color:#16a34a');
    expect(button).toContain('color:#000000');
    expect(button).toContain('font-size:18px');
    const input = cssOf(page.css, [tag(page.markup, 'input').class ?? '']);
    expect(input).toContain('background:#f3f4f6');
    expect(input).toContain('font-size:18px');
    const themed = renderWith('coupon');
    expect(cssOf(themed.css, classesOf(themed.markup, 'btn'))).toContain(
      `background-color:${DEFAULT_THEME.ButtonBackground}`,
    );
  });
});
