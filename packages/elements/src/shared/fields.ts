import {
  BORDER_POSITIONS_WITH_NONE,
  BORDER_STYLES,
  ENTRANCE_ANIMATIONS,
  FONT_WEIGHTS,
  ICON_THEMES,
  INPUT_STYLES,
  SHADOW_KINDS,
  SHADOW_LEVELS,
  TIME_UNITS,
  VISIBILITY_CYCLE,
} from '@tessera/document';
import type { FieldDefinition, FieldGroup, SelectOption } from '../types.ts';
import { FONT_SIZE_RANGE, TEXT_ALIGNMENTS, TIME_ZONE_CODES } from './options.ts';

/** Field declarations several types share; each takes the option path so nested sets can reuse them. */

function titleCase(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Select options from a value list; labels default to the value in title case. */
export function choices(
  values: readonly (string | number)[],
  labels: Readonly<Record<string, string>> = {},
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[String(value)] ?? titleCase(String(value)) }));
}

export function join(prefix: string, path: string): string {
  return prefix === '' ? path : `${prefix}.${path}`;
}

export const ALIGNMENT_OPTIONS = choices(['left', 'center', 'right']);
export const TIME_ZONE_OPTIONS = choices(TIME_ZONE_CODES, {
  EST: 'Eastern (EST)',
  CST: 'Central (CST)',
  MST: 'Mountain (MST)',
  PST: 'Pacific (PST)',
});
export const ICON_THEME_OPTIONS = choices(ICON_THEMES);
export const INPUT_STYLE_OPTIONS = choices(INPUT_STYLES, { '3dgradient': '3D Gradient' });

export function fontSizeField(path: string, label = 'Font size'): FieldDefinition {
  return { kind: 'number', path, label, mode: 'bounded', ...FONT_SIZE_RANGE, unit: 'px', responsive: true };
}

/** The typography controls for options built with `textStyleShape`. */
export function textStyleFields(prefix = ''): FieldDefinition[] {
  const p = (path: string) => join(prefix, path);
  return [
    { kind: 'font', path: p('FontFamily'), label: 'Font' },
    fontSizeField(p('FontSize')),
    { kind: 'select', path: p('fontWeight'), label: 'Weight', options: choices(FONT_WEIGHTS) },
    {
      kind: 'number',
      path: p('lineHeight'),
      label: 'Line height',
      mode: 'decimal',
      min: 1,
      max: 2,
      step: 0.1,
    },
    {
      kind: 'number',
      path: p('letterSpacing'),
      label: 'Letter spacing',
      mode: 'decimal',
      min: -5,
      max: 20,
      step: 0.5,
      unit: 'px',
    },
    { kind: 'select', path: p('Alignment'), label: 'Alignment', options: choices(TEXT_ALIGNMENTS) },
    { kind: 'color', path: p('TextColor'), label: 'Text colour' },
  ];
}

export function linkFields(prefix = ''): FieldDefinition[] {
  return [
    { kind: 'link', path: join(prefix, 'CustomLink'), label: 'Link' },
    { kind: 'toggle', path: join(prefix, 'OpenInNewWindow'), label: 'Open in a new window' },
  ];
}

export function borderFields(path: string): FieldDefinition[] {
  const hasBorder = {
    path: `${path}.position`,
    equals: BORDER_POSITIONS_WITH_NONE.filter((p) => p !== 'none'),
  };
  return [
    {
      kind: 'select',
      path: `${path}.position`,
      label: 'Border',
      options: choices(BORDER_POSITIONS_WITH_NONE, { topbottom: 'Top & Bottom', leftright: 'Left & Right' }),
    },
    {
      kind: 'select',
      path: `${path}.style`,
      label: 'Border style',
      options: choices(BORDER_STYLES),
      showWhen: hasBorder,
    },
    {
      kind: 'number',
      path: `${path}.width`,
      label: 'Border width',
      mode: 'pixel-number',
      unit: 'px',
      showWhen: hasBorder,
    },
    { kind: 'color', path: `${path}.color`, label: 'Border colour', showWhen: hasBorder },
  ];
}

export function shadowFields(path: string): FieldDefinition[] {
  const levels: SelectOption[] = [
    { value: 0, label: 'None' },
    ...SHADOW_LEVELS.map((level) => ({ value: level, label: `${level}%` })),
  ];
  return [
    { kind: 'select', path: `${path}.level`, label: 'Shadow', options: levels },
    { kind: 'select', path: `${path}.kind`, label: 'Shadow type', options: choices(SHADOW_KINDS) },
    { kind: 'color', path: `${path}.color`, label: 'Shadow colour' },
  ];
}

export const SPACING_GROUP: FieldGroup = {
  title: 'Spacing',
  fields: [{ kind: 'spacing', path: 'margin', label: 'Margin', sides: 'margin' }],
};

/** Options every type has through `elementBaseShape`. */
export const VISIBILITY_ANIMATION_GROUP: FieldGroup = {
  title: 'Visibility & animation',
  fields: [
    {
      kind: 'select',
      path: 'visibility',
      label: 'Show on',
      options: choices(VISIBILITY_CYCLE, {
        both: 'Desktop & mobile',
        desktop: 'Desktop only',
        mobile: 'Mobile only',
        hidden: 'Hidden',
      }),
    },
    {
      kind: 'select',
      path: 'animation.name',
      label: 'Entrance animation',
      options: choices(ENTRANCE_ANIMATIONS),
    },
    {
      kind: 'number',
      path: 'animation.delay.value',
      label: 'Delay',
      mode: 'decimal',
      min: 0,
      max: 600_000,
      step: 0.1,
      showWhen: { path: 'animation.name', equals: ENTRANCE_ANIMATIONS.filter((a) => a !== 'none') },
    },
    {
      kind: 'select',
      path: 'animation.delay.unit',
      label: 'Delay unit',
      options: choices(TIME_UNITS, { ms: 'Milliseconds', s: 'Seconds' }),
      showWhen: { path: 'animation.name', equals: ENTRANCE_ANIMATIONS.filter((a) => a !== 'none') },
    },
    {
      kind: 'number',
      path: 'animation.duration',
      label: 'Duration',
      mode: 'bounded',
      min: 0,
      max: 60_000,
      unit: 'ms',
      showWhen: { path: 'animation.name', equals: ENTRANCE_ANIMATIONS.filter((a) => a !== 'none') },
    },
  ],
};

/** The groups that close every type's panel: margin, then visibility and entrance animation. */
export const COMMON_GROUPS: readonly FieldGroup[] = [SPACING_GROUP, VISIBILITY_ANIMATION_GROUP];
