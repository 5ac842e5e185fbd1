import { elementBaseShape, imageValueSchema, smallPixelSchema, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { galleryLayoutShape } from '../shared/media.ts';
import { plainText } from '../shared/options.ts';

export const galleryImageSchema = imageValueSchema.extend({
  alt: plainText(300).default(''),
  caption: plainText(300).default(''),
  /** A click goes here instead of opening the lightbox; '' means no link. */
  CustomLink: urlSchema.default(''),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const gallerySchema = z.object({
  ...elementBaseShape,
  ...galleryLayoutShape({ galleryType: 'standard', columns: 3 }),
  images: z.array(galleryImageSchema).max(100).default([]),
  lightbox: z.boolean().default(true),
  showCaptions: z.boolean().default(false),
  BorderRadius: smallPixelSchema.default(0),
});
export type GalleryOptions = z.infer<typeof gallerySchema>;
