import { colorSchema, elementBaseShape, fontFamilyOption, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { columnsOption, plainText, recordIdSchema } from '../shared/options.ts';

export const BLOG_LAYOUTS = ['grid', 'list', 'masonry'] as const;

/** A list of the site's published blog posts, rendered on the server: no script needed. */
export const blogSchema = z.object({
  ...elementBaseShape,
  /** Posts picked by hand, in this order; empty shows the newest `count` posts. */
  postIds: z.array(recordIdSchema).max(50).default([]),
  count: z.number().int().min(1).max(50).default(6),
  layout: z.enum(BLOG_LAYOUTS).default('grid'),
  columns: columnsOption(3, 1),
  showImage: z.boolean().default(true),
  showExcerpt: z.boolean().default(true),
  /** Characters of the excerpt before it is cut. */
  excerptLength: z.number().int().min(40).max(500).default(150),
  showDate: z.boolean().default(true),
  showAuthor: z.boolean().default(false),
  readMoreText: plainText(60).default('Read more'),
  FontFamily: fontFamilyOption,
  TextColor: colorSchema.default(''),
  cardBackgroundColor: colorSchema.default(''),
  BorderRadius: smallPixelSchema.default(8),
});
export type BlogOptions = z.infer<typeof blogSchema>;
