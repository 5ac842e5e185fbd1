import { type SampleMediaFolder, sampleMediaUrl } from '@tessera/document';

/** The samples' own pictures, so fixture pages render with real files too. */
const PHOTOS: ReadonlyArray<{ url: string; Ratio: number }> = (
  [
    ['agency', 'case-dental.webp', 0.67],
    ['agency', 'case-hvac.webp', 1.25],
    ['agency', 'case-fitness.webp', 0.67],
    ['agency', 'case-law.webp', 1],
    ['agency', 'founders.webp', 0.8],
    ['agency', 'team-whiteboard.webp', 0.75],
    ['taskflow', 'board-view.webp', 0.62],
    ['default-site', 'about.webp', 1.2],
  ] as const
).map(([folder, file, Ratio]: readonly [SampleMediaFolder, string, number]) => ({
  url: sampleMediaUrl(folder, file),
  Ratio,
}));

/** The `n`-th of the samples' photos, round and round. */
export const photo = (n: number) => PHOTOS[n % PHOTOS.length] as { url: string; Ratio: number };
