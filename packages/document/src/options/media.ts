import { z } from 'zod';
import { imageUrlSchema, pixelSchema } from './primitives.ts';

/** Ratio is height / width rounded to 2 decimals; 0 means "not measured yet". */
export const ratioSchema = z.number().min(0).max(100);

export const imageValueSchema = z.object({
  url: imageUrlSchema.default(''),
  Ratio: ratioSchema.default(0),
});
export type ImageValue = z.infer<typeof imageValueSchema>;

export const logoValueSchema = z.object({
  url: imageUrlSchema.default(''),
  ShowWidth: pixelSchema.default(0),
  ShowHeight: pixelSchema.default(0),
});
export type LogoValue = z.infer<typeof logoValueSchema>;

/** What the image and logo upload endpoints answer; ids are echoed so the editor knows which field to fill. */
export const uploadResponseSchema = z.object({
  url: imageUrlSchema,
  elementId: z.string().optional(),
  valueKey: z.string().optional(),
  Ratio: ratioSchema.optional(),
  ShowWidth: pixelSchema.optional(),
  ShowHeight: pixelSchema.optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
