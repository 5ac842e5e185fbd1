/** Profiles a social link can point at; the editor maps each to its brand icon and colour. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'snapchat',
  'threads',
  'whatsapp',
  'telegram',
  'github',
  'dribbble',
  'behance',
  'vimeo',
  'email',
  'phone',
  'website',
] as const;

/** Where a page can be shared; `copy-link` copies the URL instead of opening a network. */
export const SHARE_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'pinterest',
  'whatsapp',
  'telegram',
  'reddit',
  'email',
  'copy-link',
] as const;

export const NETWORK_LABELS: Readonly<Record<string, string>> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  github: 'GitHub',
  'copy-link': 'Copy link',
};
