import type { RenderData, SiteInfo } from '@tessera/elements';

/** A site and page for tests and benchmarks to render against. */
export const TEST_SITE: SiteInfo = {
  landingLink: 'http://demo.localhost:3000',
  title: 'Demo Marketing Agency',
  currency: '$',
  pageUrl: 'http://demo.localhost:3000/',
  pageId: 1,
};

export const TEST_DATA: RenderData = {
  pages: [
    { id: 1, unique_name: 'home', home: true },
    { id: 2, unique_name: 'pricing' },
  ],
};
