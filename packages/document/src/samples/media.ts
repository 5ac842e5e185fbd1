/**
 * Pictures of the sample documents. The server builds them from SVG sources it ships
 * (`apps/server/sample-media/`) and serves them on every host it answers, app and sites alike,
 * under this root-relative base: a sample page shows the same files in the editor canvas, in a
 * preview and once published, and never depends on an outside host.
 */
export const SAMPLE_MEDIA_BASE = '/_media/samples';

/** One folder per sample: the agency site, the software landing page, the default site, the card. */
export const SAMPLE_MEDIA_FOLDERS = ['agency', 'taskflow', 'default-site', 'card'] as const;
export type SampleMediaFolder = (typeof SAMPLE_MEDIA_FOLDERS)[number];

/** The URL of one sample picture, e.g. `/_media/samples/agency/case-dental.webp`. */
export function sampleMediaUrl(folder: SampleMediaFolder, file: string): string {
  return `${SAMPLE_MEDIA_BASE}/${folder}/${file}`;
}
