import { sampleMediaUrl } from '@tessera/document';
import type { UserRow } from '../auth/session.ts';
import { type SeedPost, seedPublishedPosts } from '../blogs/seed.ts';
import { homeDraft } from '../blogs/service.ts';
import type { Executor } from '../landings/manage.ts';
import { insertPlatformBlog } from './service.ts';

/** The demo admin blog: posts an agency can import into a site on the first start. */
const ADMIN_POSTS: SeedPost[] = [
  {
    title: 'Seven things every small-business home page needs',
    slug: 'small-business-home-page',
    description:
      'What visitors look for in the first five seconds, and the order that turns a visit into a call.',
    cover: sampleMediaUrl('agency', 'team-whiteboard.webp'),
    author: 'The Tessera team',
    tags: ['Websites', 'Conversion'],
    daysAgo: 6,
    body: [
      '<p>A visitor decides within seconds whether a business can help them. The home page has to answer three questions at once: what you do, where you do it, and how to reach you.</p>',
      '<p>Put a plain headline and one button above the fold, show real photos of the team or the work, and list the services in the words customers search for.</p>',
      '<p>Close with reviews, opening hours and a short contact form. Every page that follows can go deeper; the home page only has to earn the next click.</p>',
    ],
  },
  {
    title: 'How to write a headline that earns the click',
    slug: 'headlines-that-earn-the-click',
    description: 'Four headline patterns that work for local businesses, with examples you can adapt today.',
    cover: sampleMediaUrl('agency', 'founders.webp'),
    author: 'The Tessera team',
    tags: ['Copywriting'],
    daysAgo: 1,
    body: [
      '<p>The best headlines name the reader’s problem and promise a specific result. “Emergency plumber in Leeds, at your door within the hour” beats “Quality plumbing services” every time.</p>',
      '<p>Try four patterns: the outcome (“Fill your Tuesday classes”), the number (“5 ways to…”), the question your customer is already asking, and the honest comparison.</p>',
      '<p>Write ten, read them aloud, and keep the one a customer would repeat to a friend.</p>',
    ],
  },
];

/**
 * The admin blog's backing site in the platform agency, with two published posts, so agencies
 * see posts to import ("Import from library" on a site's blog tab) on the first start.
 */
export async function seedDemoAdminBlog(
  tx: Executor,
  admin: UserRow,
  platformAgencyId: number,
): Promise<void> {
  const landingId = await insertPlatformBlog(
    tx,
    { user: admin, agency: null },
    platformAgencyId,
    'platform-blog',
  );
  const home = await homeDraft(tx, landingId);
  await seedPublishedPosts(tx, { agencyId: platformAgencyId, landingId, home }, ADMIN_POSTS);
}
