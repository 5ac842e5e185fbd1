import {
  colorSchema,
  elementBaseShape,
  fontFamilyOption,
  smallPixelSchema,
  urlSchema,
} from '@tessera/document';
import { z } from 'zod';
import { alignmentSchema, fontSize, fontWeightSchema, plainText, recordIdSchema } from '../shared/options.ts';

export const NAVIGATION_LAYOUTS = ['horizontal', 'vertical'] as const;
/** Below the mobile breakpoint: a hamburger button with a slide-in panel, a dropdown, or the links as they are. */
export const MOBILE_MENUS = ['hamburger', 'dropdown', 'inline'] as const;

export const navigationItemSchema = z.object({
  label: plainText(100).default('Page'),
  CustomLink: urlSchema.default('/'),
  OpenInNewWindow: z.boolean().default(false),
});

export const navigationSchema = z.object({
  ...elementBaseShape,
  /** A menu of the site (managed on its menus screen); null shows `items` instead. */
  menuId: recordIdSchema.nullable().default(null),
  items: z
    .array(navigationItemSchema)
    .max(30)
    .default(() => [
      { label: 'Home', CustomLink: '/', OpenInNewWindow: false },
      { label: 'About', CustomLink: '#about', OpenInNewWindow: false },
      { label: 'Contact', CustomLink: '#contact', OpenInNewWindow: false },
    ]),
  layout: z.enum(NAVIGATION_LAYOUTS).default('horizontal'),
  Alignment: alignmentSchema.default('right'),
  mobileMenu: z.enum(MOBILE_MENUS).default('hamburger'),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  fontWeight: fontWeightSchema.default(500),
  TextColor: colorSchema.default(''),
  HoverTextColor: colorSchema.default(''),
  /** The link of the page being shown. */
  activeColor: colorSchema.default(''),
  /** Background of the opened mobile menu. */
  mobileMenuBackground: colorSchema.default('#ffffff'),
  /** Space between links, px. */
  itemSpacing: smallPixelSchema.default(24),
});
export type NavigationOptions = z.infer<typeof navigationSchema>;
