import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { BLOG_LAYOUTS } from './schema.ts';

export const blogFields: readonly FieldGroup[] = [
  {
    title: 'Posts',
    fields: [
      {
        kind: 'reference',
        path: 'postIds',
        label: 'Posts',
        source: 'blog-post',
        multiple: true,
        help: 'Empty shows the newest posts.',
      },
      { kind: 'number', path: 'count', label: 'Number of posts', mode: 'bounded', min: 1, max: 50 },
      { kind: 'toggle', path: 'showImage', label: 'Cover images' },
      { kind: 'toggle', path: 'showExcerpt', label: 'Excerpts' },
      {
        kind: 'number',
        path: 'excerptLength',
        label: 'Excerpt length',
        mode: 'bounded',
        min: 40,
        max: 500,
        unit: 'characters',
        showWhen: { path: 'showExcerpt', equals: [true] },
      },
      { kind: 'toggle', path: 'showDate', label: 'Dates' },
      { kind: 'toggle', path: 'showAuthor', label: 'Authors' },
      { kind: 'text', path: 'readMoreText', label: 'Read more text' },
    ],
  },
  {
    title: 'Layout',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(BLOG_LAYOUTS) },
      {
        kind: 'number',
        path: 'columns',
        label: 'Columns',
        mode: 'bounded',
        min: 1,
        max: 6,
        responsive: true,
        showWhen: { path: 'layout', equals: ['grid', 'masonry'] },
      },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'cardBackgroundColor', label: 'Card background' },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
