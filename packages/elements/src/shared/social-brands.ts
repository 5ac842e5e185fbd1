import { NETWORK_LABELS } from './social.ts';

/**
 * How each network looks: its Font Awesome icon and brand colour, and the glyph colour that reads
 * on that colour (Snapchat's yellow needs a dark one). Brand colours are the networks' own.
 */
export interface Brand {
  icon: string;
  color: string;
  onColor: string;
}

const WHITE = '#ffffff';

export const BRANDS: Readonly<Record<string, Brand>> = {
  facebook: { icon: 'facebook-f', color: '#1877f2', onColor: WHITE },
  instagram: { icon: 'instagram', color: '#e1306c', onColor: WHITE },
  twitter: { icon: 'x-twitter', color: '#000000', onColor: WHITE },
  linkedin: { icon: 'linkedin-in', color: '#0a66c2', onColor: WHITE },
  youtube: { icon: 'youtube', color: '#ff0000', onColor: WHITE },
  tiktok: { icon: 'tiktok', color: '#000000', onColor: WHITE },
  pinterest: { icon: 'pinterest-p', color: '#e60023', onColor: WHITE },
  snapchat: { icon: 'snapchat', color: '#fffc00', onColor: '#000000' },
  threads: { icon: 'threads', color: '#000000', onColor: WHITE },
  whatsapp: { icon: 'whatsapp', color: '#25d366', onColor: WHITE },
  telegram: { icon: 'telegram', color: '#26a5e4', onColor: WHITE },
  github: { icon: 'github', color: '#181717', onColor: WHITE },
  dribbble: { icon: 'dribbble', color: '#ea4c89', onColor: WHITE },
  behance: { icon: 'behance', color: '#1769ff', onColor: WHITE },
  vimeo: { icon: 'vimeo-v', color: '#1ab7ea', onColor: WHITE },
  reddit: { icon: 'reddit-alien', color: '#ff4500', onColor: WHITE },
  email: { icon: 'envelope', color: '#475569', onColor: WHITE },
  phone: { icon: 'phone', color: '#16a34a', onColor: WHITE },
  website: { icon: 'globe', color: '#2563eb', onColor: WHITE },
  'copy-link': { icon: 'link', color: '#475569', onColor: WHITE },
};

const FALLBACK: Brand = { icon: 'link', color: '#475569', onColor: WHITE };

export function brandOf(network: string): Brand {
  return Object.hasOwn(BRANDS, network) ? (BRANDS[network] ?? FALLBACK) : FALLBACK;
}

/** The brand colour as a glyph on the page: a light brand colour would vanish on white. */
export function brandTextColor(brand: Brand): string {
  return brand.onColor === WHITE ? brand.color : brand.onColor;
}

/** 'Facebook', 'X (Twitter)', 'LinkedIn'… */
export function networkName(network: string): string {
  if (Object.hasOwn(NETWORK_LABELS, network)) return NETWORK_LABELS[network] ?? network;
  return network.charAt(0).toUpperCase() + network.slice(1);
}
