import { colorSchema, elementBaseShape, ICON_THEMES, smallPixelSchema, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { iconSizeSchema } from '../shared/feature.ts';
import { alignmentSchema } from '../shared/options.ts';
import { SOCIAL_NETWORKS } from '../shared/social.ts';

export const socialProfileSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS).default('facebook'),
  /** Profile URL, or mailto:/tel: for email and phone. */
  url: urlSchema.default(''),
});

/** Icons linking to the business's own profiles. */
export const socialLinkSchema = z.object({
  ...elementBaseShape,
  links: z
    .array(socialProfileSchema)
    .max(SOCIAL_NETWORKS.length)
    .default(() => [
      { network: 'facebook' as const, url: 'https://facebook.com/' },
      { network: 'instagram' as const, url: 'https://instagram.com/' },
      { network: 'linkedin' as const, url: 'https://linkedin.com/' },
    ]),
  iconTheme: z.enum(ICON_THEMES).default('circle'),
  IconSize: iconSizeSchema.default(20),
  /** '' uses each network's brand colour. */
  iconColor: colorSchema.default(''),
  Alignment: alignmentSchema.default('center'),
  /** Space between icons, px. */
  spacing: smallPixelSchema.default(12),
  OpenInNewWindow: z.boolean().default(true),
});
export type SocialLinkOptions = z.infer<typeof socialLinkSchema>;
