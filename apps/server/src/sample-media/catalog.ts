import type { SampleMediaFolder } from '@tessera/document';
import { type ChimeOptions, SOUND_LOGO } from './audio.ts';

export type SampleMediaFormat = 'webp' | 'png' | 'jpg' | 'svg';

export interface SampleMediaEntry {
  folder: SampleMediaFolder;
  /** Served as `{name}.{format}`, built from `sample-media/{folder}/{name}.svg`. */
  name: string;
  format: SampleMediaFormat;
  /**
   * Pixel width of the raster: about twice the widest box the sample shows it in (sharp on
   * high-density screens), never more than 1600; for an SVG, its viewBox width. The height
   * follows the source's viewBox, so the document's Ratio is the source's height / width.
   */
  width: number;
}

export const CONTENT_TYPES: Record<SampleMediaFormat | 'wav', string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  wav: 'audio/wav',
};

/** A sound of the samples, synthesised at build time (see audio.ts). */
export interface SampleAudioEntry {
  folder: SampleMediaFolder;
  /** Served as `{name}.wav`. */
  name: string;
  format: 'wav';
  chime: ChimeOptions;
}

/** Every sound the sample documents play; like pictures, a file never changes under its name. */
export const SAMPLE_AUDIO: readonly SampleAudioEntry[] = [
  // The default site's about section: a short chime, played by the audio element.
  { folder: 'default-site', name: 'sound-logo', format: 'wav', chime: SOUND_LOGO },
];

/**
 * Every picture the sample documents show. A served file never changes under its name (it is
 * cached for a year as immutable): a reworked picture gets a new name, and the samples point
 * at it.
 */
export const SAMPLE_MEDIA: readonly SampleMediaEntry[] = [
  // Brightpath Digital, the marketing-agency sample (and the first demo site).
  { folder: 'agency', name: 'brightpath-logo', format: 'png', width: 360 },
  { folder: 'agency', name: 'team-whiteboard', format: 'webp', width: 1200 },
  { folder: 'agency', name: 'case-dental', format: 'webp', width: 800 },
  { folder: 'agency', name: 'case-hvac', format: 'webp', width: 800 },
  { folder: 'agency', name: 'case-fitness', format: 'webp', width: 800 },
  { folder: 'agency', name: 'case-law', format: 'webp', width: 800 },
  { folder: 'agency', name: 'founders', format: 'webp', width: 1000 },
  { folder: 'agency', name: 'social-card', format: 'jpg', width: 1200 },
  // Taskflow, the software landing page (and the second demo site).
  { folder: 'taskflow', name: 'taskflow-logo', format: 'svg', width: 150 },
  { folder: 'taskflow', name: 'board-view', format: 'webp', width: 1200 },
  { folder: 'taskflow', name: 'product-tour', format: 'webp', width: 1600 },
  { folder: 'taskflow', name: 'social-card', format: 'jpg', width: 1200 },
  // The default site a new website starts from.
  { folder: 'default-site', name: 'logo', format: 'png', width: 320 },
  { folder: 'default-site', name: 'banner', format: 'webp', width: 1600 },
  { folder: 'default-site', name: 'about', format: 'webp', width: 800 },
  // Maria Okafor's business card.
  { folder: 'card', name: 'maria-okafor', format: 'webp', width: 480 },
];

export function sampleMediaFile(
  entry: Pick<SampleMediaEntry, 'folder' | 'name'> & { format: string },
): string {
  return `${entry.folder}/${entry.name}.${entry.format}`;
}
