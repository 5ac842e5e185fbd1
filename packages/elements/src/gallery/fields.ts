import { COMMON_GROUPS } from '../shared/fields.ts';
import { galleryLayoutFields } from '../shared/media.ts';
import type { FieldGroup } from '../types.ts';

export const galleryFields: readonly FieldGroup[] = [
  {
    title: 'Images',
    fields: [
      {
        kind: 'list',
        path: 'images',
        label: 'Images',
        itemLabel: 'Image',
        max: 100,
        newItem: { url: '', Ratio: 0, alt: '', caption: '', CustomLink: '' },
        item: [
          { kind: 'image', path: '', label: 'Image' },
          { kind: 'text', path: 'alt', label: 'Alt text' },
          { kind: 'text', path: 'caption', label: 'Caption' },
          { kind: 'link', path: 'CustomLink', label: 'Link' },
        ],
      },
      { kind: 'toggle', path: 'lightbox', label: 'Open full size on click' },
      { kind: 'toggle', path: 'showCaptions', label: 'Show captions' },
    ],
  },
  {
    title: 'Layout',
    fields: [
      ...galleryLayoutFields(),
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
