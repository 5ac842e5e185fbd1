import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const youtubeGalleryFixture = (): ElementFixture => ({
  options: { source: 'videos', videos: [{ url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Product tour' }] },
});
