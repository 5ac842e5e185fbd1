import { SLIDER_TYPES } from '@tessera/document';
import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { REVIEW_LAYOUTS, REVIEW_SORTS } from './schema.ts';

const asSlider = { path: 'layout', equals: ['slider'] };

export const googleReviewFields: readonly FieldGroup[] = [
  {
    title: 'Reviews',
    fields: [
      { kind: 'reference', path: 'placeId', label: 'Business', source: 'place' },
      { kind: 'number', path: 'count', label: 'Number of reviews', mode: 'bounded', min: 1, max: 50 },
      {
        kind: 'number',
        path: 'minRating',
        label: 'Lowest rating shown',
        mode: 'bounded',
        min: 1,
        max: 5,
        unit: 'stars',
      },
      {
        kind: 'select',
        path: 'sortBy',
        label: 'Order',
        options: choices(REVIEW_SORTS, { highest: 'Highest rated' }),
      },
      { kind: 'toggle', path: 'showSummary', label: 'Rating summary' },
      { kind: 'toggle', path: 'showAvatars', label: 'Reviewer photos' },
      { kind: 'toggle', path: 'showDates', label: 'Dates' },
    ],
  },
  {
    title: 'Layout',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(REVIEW_LAYOUTS) },
      {
        kind: 'number',
        path: 'columns',
        label: 'Columns',
        mode: 'bounded',
        min: 1,
        max: 6,
        responsive: true,
        showWhen: { path: 'layout', equals: ['grid'] },
      },
      {
        kind: 'select',
        path: 'slider.type',
        label: 'Slider type',
        options: choices(SLIDER_TYPES),
        showWhen: asSlider,
      },
      {
        kind: 'number',
        path: 'slider.duration',
        label: 'Seconds per slide',
        mode: 'decimal',
        min: 1,
        max: 60,
        step: 0.5,
        showWhen: asSlider,
      },
      { kind: 'toggle', path: 'slider.autoplay', label: 'Autoplay', showWhen: asSlider },
      { kind: 'toggle', path: 'slider.arrows', label: 'Arrows', showWhen: asSlider },
      { kind: 'toggle', path: 'slider.dots', label: 'Dots', showWhen: asSlider },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'starColor', label: 'Star colour' },
      { kind: 'color', path: 'cardBackgroundColor', label: 'Card background' },
    ],
  },
  ...COMMON_GROUPS,
];
