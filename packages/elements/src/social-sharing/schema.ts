import { colorSchema, elementBaseShape, ICON_THEMES, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { iconSizeSchema } from '../shared/feature.ts';
import { alignmentSchema, plainText } from '../shared/options.ts';
import { SHARE_NETWORKS } from '../shared/social.ts';

/** Buttons that share the page (or `shareUrl`) on a network; the island opens the share windows. */
export const socialSharingSchema = z.object({
  ...elementBaseShape,
  networks: z
    .array(z.enum(SHARE_NETWORKS))
    .min(1)
    .max(SHARE_NETWORKS.length)
    .refine((list) => new Set(list).size === list.length, 'A network is listed twice.')
    .default(() => ['facebook' as const, 'twitter' as const, 'linkedin' as const, 'email' as const]),
  /** '' shares the published page's own address. */
  shareUrl: urlSchema.default(''),
  /** Suggested post text where the network takes one; '' uses the page title. */
  shareText: plainText(300).default(''),
  /** Shown before the buttons, e.g. "Share"; '' shows none. */
  label: plainText(60).default('Share'),
  showNetworkNames: z.boolean().default(false),
  iconTheme: z.enum(ICON_THEMES).default('rounded'),
  IconSize: iconSizeSchema.default(18),
  /** '' uses each network's brand colour. */
  iconColor: colorSchema.default(''),
  Alignment: alignmentSchema.default('center'),
});
export type SocialSharingOptions = z.infer<typeof socialSharingSchema>;
