import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import { galleryLayoutFields } from '../shared/media.ts';
import type { FieldGroup } from '../types.ts';
import { YOUTUBE_SOURCES } from './schema.ts';

const fromChannel = { path: 'source', equals: ['channel'] };

export const youtubeGalleryFields: readonly FieldGroup[] = [
  {
    title: 'Videos',
    fields: [
      {
        kind: 'select',
        path: 'source',
        label: 'Show',
        options: choices(YOUTUBE_SOURCES, { videos: 'Videos I pick', channel: 'Latest from a channel' }),
      },
      {
        kind: 'list',
        path: 'videos',
        label: 'Videos',
        itemLabel: 'Video',
        max: 50,
        newItem: { url: '', title: '' },
        item: [
          { kind: 'link', path: 'url', label: 'YouTube URL' },
          { kind: 'text', path: 'title', label: 'Title' },
        ],
        showWhen: { path: 'source', equals: ['videos'] },
      },
      {
        kind: 'reference',
        path: 'channelId',
        label: 'Channel',
        source: 'video-channel',
        showWhen: fromChannel,
      },
      {
        kind: 'number',
        path: 'count',
        label: 'Number of videos',
        mode: 'bounded',
        min: 1,
        max: 50,
        showWhen: fromChannel,
      },
      { kind: 'toggle', path: 'showTitles', label: 'Show titles' },
      { kind: 'toggle', path: 'playInLightbox', label: 'Play over the page' },
    ],
  },
  { title: 'Layout', fields: galleryLayoutFields() },
  ...COMMON_GROUPS,
];
