import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  CONTENT_WIDTH_NAMES,
  HOVER_EFFECTS,
  POPUP_POSITIONS,
  POPUP_TRIGGERS,
  TIME_UNITS,
  VERTICAL_ALIGNMENTS,
} from '@tessera/document';
import {
  borderFields,
  choices,
  type FieldDefinition,
  type FieldGroup,
  shadowFields,
  VISIBILITY_ANIMATION_GROUP,
} from '@tessera/elements';

/**
 * Settings of sections, rows, columns and popups (SPEC §2 editor containers), declared as data
 * like element fields, over the option sets of packages/document (SPEC §3 default option sets).
 */

const CONTENT_WIDTH_LABELS: Record<string, string> = {
  ultrawide: 'Ultra wide (1600 px)',
  fullwidth: 'Full width',
  wide: 'Wide (1170 px)',
  medium: 'Medium (960 px)',
  small: 'Small (720 px)',
  mobile: 'Mobile (420 px)',
};

const background: FieldGroup = {
  title: 'Background',
  fields: [
    { kind: 'color', path: 'background.color', label: 'Background colour' },
    { kind: 'image', path: 'background.image', label: 'Background image', variant: 'image' },
    {
      kind: 'select',
      path: 'background.image.size',
      label: 'Image size',
      options: choices(BACKGROUND_SIZES, { cover: 'Cover', contain: 'Contain', auto: 'Original size' }),
    },
    {
      kind: 'select',
      path: 'background.image.position',
      label: 'Image position',
      options: choices(BACKGROUND_POSITIONS),
    },
    {
      kind: 'select',
      path: 'background.image.repeat',
      label: 'Repeat',
      options: choices(BACKGROUND_REPEATS),
    },
    { kind: 'toggle', path: 'background.image.fixed', label: 'Fixed while scrolling (parallax)' },
    {
      kind: 'text',
      path: 'background.video.url',
      label: 'Background video',
      rules: 'url',
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: 'A YouTube, Vimeo or video file URL; it plays muted on the published page.',
    },
    {
      kind: 'color',
      path: 'background.overlayColor',
      label: 'Overlay colour',
      help: 'Tints an image or video so text stays readable.',
    },
  ],
};

const spacing: FieldGroup = {
  title: 'Spacing',
  fields: [
    { kind: 'spacing', path: 'padding', label: 'Padding', sides: 'padding' },
    { kind: 'spacing', path: 'margin', label: 'Margin', sides: 'margin' },
  ],
};

const radiusField = (
  corner: 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft',
  label: string,
): FieldDefinition => ({
  kind: 'number',
  path: `radius.${corner}`,
  label: `Radius ${label}`,
  mode: 'pixel-number',
  unit: 'px',
});

/** The element types' border and shadow fields, with the containers' corner radii between them. */
const border: FieldGroup = {
  title: 'Border & shadow',
  fields: [
    ...borderFields('border'),
    radiusField('topLeft', 'top left'),
    radiusField('topRight', 'top right'),
    radiusField('bottomRight', 'bottom right'),
    radiusField('bottomLeft', 'bottom left'),
    ...shadowFields('shadow'),
  ],
};

const hover: FieldGroup = {
  title: 'Hover',
  fields: [
    { kind: 'color', path: 'hover.backgroundColor', label: 'Hover background' },
    { kind: 'color', path: 'hover.textColor', label: 'Hover text colour' },
    { kind: 'color', path: 'hover.borderColor', label: 'Hover border colour' },
    { kind: 'select', path: 'hover.effect', label: 'Hover effect', options: choices(HOVER_EFFECTS) },
  ],
};

const visibilityAnimation = VISIBILITY_ANIMATION_GROUP;

const contentWidth = (path: string, label = 'Content width'): FieldDefinition => ({
  kind: 'select',
  path,
  label,
  options: choices(CONTENT_WIDTH_NAMES, CONTENT_WIDTH_LABELS),
});

export const SECTION_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Section',
    fields: [
      contentWidth('contentWidth'),
      { kind: 'toggle', path: 'fullHeight', label: 'At least the height of the screen' },
      { kind: 'toggle', path: 'sticky', label: 'Stick to the top while scrolling' },
    ],
  },
  background,
  spacing,
  border,
  hover,
  visibilityAnimation,
];

export const ROW_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Row',
    fields: [
      contentWidth('contentWidth'),
      { kind: 'number', path: 'columnGap', label: 'Gap between columns', mode: 'pixel', unit: 'px' },
      {
        kind: 'select',
        path: 'verticalAlign',
        label: 'Align columns',
        options: choices(VERTICAL_ALIGNMENTS),
      },
      { kind: 'toggle', path: 'reverseOnMobile', label: 'Reverse the column order on mobile' },
    ],
  },
  background,
  spacing,
  border,
  hover,
  visibilityAnimation,
];

export const COLUMN_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Column',
    fields: [
      {
        kind: 'select',
        path: 'verticalAlign',
        label: 'Align content',
        options: choices(VERTICAL_ALIGNMENTS),
      },
    ],
  },
  background,
  spacing,
  border,
  hover,
  visibilityAnimation,
];

export const POPUP_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Popup',
    fields: [
      contentWidth('width', 'Width'),
      { kind: 'select', path: 'position', label: 'Position', options: choices(POPUP_POSITIONS) },
      {
        kind: 'select',
        path: 'trigger',
        label: 'Opens',
        options: choices(POPUP_TRIGGERS, {
          click: 'When a button opens it',
          delay: 'After a delay',
          'exit-intent': 'When the visitor is about to leave',
          scroll: 'After scrolling down',
        }),
      },
      {
        kind: 'number',
        path: 'delay.value',
        label: 'Delay',
        mode: 'decimal',
        min: 0,
        max: 600_000,
        step: 0.5,
        showWhen: { path: 'trigger', equals: ['delay'] },
      },
      {
        kind: 'select',
        path: 'delay.unit',
        label: 'Delay unit',
        options: choices(TIME_UNITS, { ms: 'Milliseconds', s: 'Seconds' }),
        showWhen: { path: 'trigger', equals: ['delay'] },
      },
      {
        kind: 'number',
        path: 'scrollPercent',
        label: 'Scrolled',
        mode: 'percent',
        unit: '%',
        showWhen: { path: 'trigger', equals: ['scroll'] },
      },
      { kind: 'color', path: 'overlayColor', label: 'Backdrop colour' },
      { kind: 'toggle', path: 'closeOnOverlayClick', label: 'Close on a click outside' },
      { kind: 'toggle', path: 'showCloseButton', label: 'Show a close button' },
    ],
  },
  background,
  spacing,
  border,
];
