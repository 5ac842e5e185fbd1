import { BORDER_POSITIONS_WITH_NONE, BORDER_STYLES, HOVER_EFFECTS } from '@tessera/document';
import type { FieldCondition, FieldDefinition, FieldGroup } from '../types.ts';
import { ALIGNMENT_OPTIONS, choices, join, shadowFields } from './fields.ts';

/**
 * Fields for a full button option set (SPEC §3, both kinds) at `prefix` ('' for the button element,
 * `Button` for a form's submit button); `actions: false` leaves out the click settings. Fields only the newer kind has are shown for `modern` only;
 * turning a classic button into a modern one is `toModernButton`, not a field edit.
 */
export function buttonFieldGroups(prefix = '', options: { actions?: boolean } = {}): FieldGroup[] {
  const p = (path: string) => join(prefix, path);
  const modern: FieldCondition = { path: p('kind'), equals: ['modern'] };
  const classic: FieldCondition = { path: p('kind'), equals: ['classic'] };
  const fontSize = (path: string, label: string): FieldDefinition => ({
    kind: 'number',
    path: p(path),
    label,
    mode: 'bounded',
    min: 8,
    max: 96,
    unit: 'px',
  });

  const groups: FieldGroup[] = [
    {
      title: 'Button',
      fields: [
        { kind: 'text', path: p('Text'), label: 'Text' },
        { kind: 'text', path: p('SubText'), label: 'Sub text' },
        { kind: 'icon', path: p('Icon'), label: 'Icon' },
        { kind: 'toggle', path: p('IconAfter'), label: 'Icon after the text' },
        fontSize('IconSize', 'Icon size'),
        { kind: 'toggle', path: p('ShowImage'), label: 'Show an image' },
        {
          kind: 'image',
          path: p('Image'),
          label: 'Image',
          showWhen: { path: p('ShowImage'), equals: [true] },
        },
        {
          kind: 'number',
          path: p('ShowWidth'),
          label: 'Image width',
          mode: 'pixel',
          unit: 'px',
          showWhen: { path: p('ShowImage'), equals: [true] },
        },
        {
          kind: 'number',
          path: p('ShowHeight'),
          label: 'Image height',
          mode: 'pixel',
          unit: 'px',
          showWhen: { path: p('ShowImage'), equals: [true] },
        },
        {
          kind: 'select',
          path: p('ImageAlignment'),
          label: 'Image side',
          options: choices(['left', 'right']),
          showWhen: { path: p('ShowImage'), equals: [true] },
        },
      ],
    },
    {
      title: 'Action',
      fields: [
        {
          kind: 'select',
          path: p('ActionType'),
          label: 'On click',
          options: choices(['other', 'popup'], { other: 'Go to a link', popup: 'Open a popup' }),
          showWhen: modern,
        },
        {
          kind: 'reference',
          path: p('PopupId'),
          label: 'Popup',
          source: 'popup',
          showWhen: { path: p('ActionType'), equals: ['popup'] },
        },
        { kind: 'reference', path: p('PageId'), label: 'Page', source: 'page' },
        { kind: 'reference', path: p('SectionId'), label: 'Section', source: 'section', showWhen: classic },
        { kind: 'reference', path: p('WebSectionId'), label: 'Section', source: 'section', showWhen: modern },
        { kind: 'link', path: p('CustomLink'), label: 'Custom link' },
        { kind: 'toggle', path: p('OpenInNewWindow'), label: 'Open in a new window' },
      ],
    },
    {
      title: 'Button style',
      fields: [
        { kind: 'font', path: p('FontFamily'), label: 'Font' },
        fontSize('FontSize', 'Font size'),
        fontSize('SubFontSize', 'Sub text size'),
        { ...fontSize('MobileFontSize', 'Mobile font size'), help: 'Empty uses 15 px.', showWhen: modern },
        {
          ...fontSize('MobileSubFontSize', 'Mobile sub text size'),
          help: 'Empty uses 10 px.',
          showWhen: modern,
        },
        { kind: 'color', path: p('TextColor'), label: 'Text colour', help: 'Empty uses the theme colour.' },
        { kind: 'color', path: p('SubTextColor'), label: 'Sub text colour' },
        { kind: 'color', path: p('BackgroundColor'), label: 'Background colour' },
        { kind: 'color', path: p('ButtonBackgroundColor'), label: 'Button colour', showWhen: modern },
        { kind: 'toggle', path: p('TextShadow'), label: 'Text shadow' },
        ...shadowFields(p('BoxShadow')),
        {
          kind: 'select',
          path: p('Width'),
          label: 'Width',
          options: choices(['auto', 'fill'], { auto: 'Fit text', fill: 'Full width' }),
        },
        { kind: 'select', path: p('Alignment'), label: 'Alignment', options: ALIGNMENT_OPTIONS },
      ],
    },
    {
      title: 'Button border',
      fields: [
        {
          kind: 'select',
          path: p('Border'),
          label: 'Border',
          options: choices(BORDER_POSITIONS_WITH_NONE, {
            topbottom: 'Top & Bottom',
            leftright: 'Left & Right',
          }),
        },
        { kind: 'select', path: p('BorderStyle'), label: 'Border style', options: choices(BORDER_STYLES) },
        { kind: 'number', path: p('BorderWidth'), label: 'Border width', mode: 'pixel-number', unit: 'px' },
        { kind: 'color', path: p('BorderColor'), label: 'Border colour' },
        { kind: 'number', path: p('BorderRadius'), label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
        {
          kind: 'select',
          path: p('RadiusEdge'),
          label: 'Rounded corners',
          options: [
            { value: null, label: 'All' },
            { value: 'toponly', label: 'Top only' },
            { value: 'bottomonly', label: 'Bottom only' },
          ],
        },
      ],
    },
    {
      title: 'Button padding',
      fields: (['PaddingTop', 'PaddingRight', 'PaddingBottom', 'PaddingLeft'] as const).map(
        (side): FieldDefinition => ({
          kind: 'number',
          path: p(side),
          label: side.replace('Padding', ''),
          mode: 'pixel',
          unit: 'px',
        }),
      ),
    },
    {
      title: 'Button hover',
      fields: [
        {
          kind: 'select',
          path: p('HoverClass'),
          label: 'Hover effect',
          options: choices(HOVER_EFFECTS),
          showWhen: classic,
        },
        {
          kind: 'select',
          path: p('HoverAnimation'),
          label: 'Hover animation',
          options: choices(HOVER_EFFECTS),
          showWhen: modern,
        },
        {
          kind: 'color',
          path: p('HoverButtonBackgroundColor'),
          label: 'Hover button colour',
          showWhen: modern,
        },
        { kind: 'color', path: p('HoverTextColor'), label: 'Hover text colour', showWhen: modern },
        { kind: 'color', path: p('HoverSubTextColor'), label: 'Hover sub text colour', showWhen: modern },
        { kind: 'color', path: p('HoverBorderColor'), label: 'Hover border colour', showWhen: modern },
      ],
    },
  ];
  // A submit or checkout button's click is its element's job, so it gets no link settings.
  return options.actions === false ? groups.filter((group) => group.title !== 'Action') : groups;
}
