import { FONT_WEIGHTS } from '@tessera/document';
import { ALIGNMENT_OPTIONS, COMMON_GROUPS, choices, fontSizeField } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { MOBILE_MENUS, NAVIGATION_LAYOUTS } from './schema.ts';

export const navigationFields: readonly FieldGroup[] = [
  {
    title: 'Menu',
    fields: [
      {
        kind: 'reference',
        path: 'menuId',
        label: 'Menu',
        source: 'menu',
        help: 'Empty uses the links below.',
      },
      {
        kind: 'list',
        path: 'items',
        label: 'Links',
        itemLabel: 'Link',
        max: 30,
        newItem: { label: 'New link', CustomLink: '/', OpenInNewWindow: false },
        item: [
          { kind: 'text', path: 'label', label: 'Text' },
          { kind: 'link', path: 'CustomLink', label: 'Link' },
          { kind: 'toggle', path: 'OpenInNewWindow', label: 'Open in a new window' },
        ],
        showWhen: { path: 'menuId', equals: [null] },
      },
    ],
  },
  {
    title: 'Layout',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(NAVIGATION_LAYOUTS) },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
      {
        kind: 'select',
        path: 'mobileMenu',
        label: 'On mobile',
        options: choices(MOBILE_MENUS, {
          hamburger: 'Menu button',
          dropdown: 'Dropdown',
          inline: 'Show the links',
        }),
      },
      { kind: 'number', path: 'itemSpacing', label: 'Space between links', mode: 'pixel-number', unit: 'px' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'select', path: 'fontWeight', label: 'Weight', options: choices(FONT_WEIGHTS) },
      { kind: 'color', path: 'TextColor', label: 'Link colour' },
      { kind: 'color', path: 'HoverTextColor', label: 'Hover colour' },
      { kind: 'color', path: 'activeColor', label: 'Current page colour' },
      { kind: 'color', path: 'mobileMenuBackground', label: 'Mobile menu background' },
    ],
  },
  ...COMMON_GROUPS,
];
