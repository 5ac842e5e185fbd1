import { defineElement } from '../types.ts';
import { galleryFields } from './fields.ts';
import { galleryFixture } from './fixture.ts';
import { GalleryRender } from './Render.tsx';
import { gallerySchema } from './schema.ts';

/** The slider island also runs the lightbox of the grid types. */
export const galleryElement = defineElement({
  key: 'gallery',
  label: 'Gallery',
  category: 'Media',
  icon: 'images',
  premium: false,
  keywords: ['images', 'photos', 'slider', 'carousel', 'masonry', 'portfolio', 'lightbox'],
  schema: gallerySchema,
  texts: {},
  fields: galleryFields,
  fixture: galleryFixture,
  island: 'slider',
  Render: GalleryRender,
});
