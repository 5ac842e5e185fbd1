import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import { galleryLayoutFields } from '../shared/media.ts';
import type { FieldGroup } from '../types.ts';
import { PODCAST_SOURCES } from './schema.ts';

export const podcastGalleryFields: readonly FieldGroup[] = [
  {
    title: 'Episodes',
    fields: [
      {
        kind: 'reference',
        path: 'collectionId',
        label: 'Podcast',
        source: 'podcast-collection',
        help: 'Empty shows this site’s own podcast.',
      },
      {
        kind: 'select',
        path: 'source',
        label: 'Show',
        options: choices(PODCAST_SOURCES, { latest: 'Latest episodes', featured: 'Featured episodes' }),
      },
      { kind: 'number', path: 'count', label: 'Number of episodes', mode: 'bounded', min: 1, max: 50 },
      { kind: 'toggle', path: 'showPlayer', label: 'Player on each episode' },
      { kind: 'toggle', path: 'showDescription', label: 'Descriptions' },
      { kind: 'toggle', path: 'showDate', label: 'Dates' },
      { kind: 'color', path: 'accentColor', label: 'Accent colour' },
    ],
  },
  { title: 'Layout', fields: galleryLayoutFields() },
  ...COMMON_GROUPS,
];
