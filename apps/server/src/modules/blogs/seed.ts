import {
  createColumn,
  createElement,
  createRow,
  createSection,
  DEFAULT_MODERN_BUTTON,
  type PageDocument,
  sampleMediaUrl,
} from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { blogPosts } from '../../db/schema/blogs.ts';
import type { Executor } from '../landings/manage.ts';
import { newPostDocument } from './documents.ts';
import { publishPostById } from './render.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A published post of demo data, its body paragraphs already safe HTML. */
export interface SeedPost {
  title: string;
  slug: string;
  description: string;
  cover: string;
  author: string;
  tags: string[];
  /** How long ago it went live. */
  daysAgo: number;
  body: string[];
}

/** The demo marketing agency's blog: three published posts, each with a sample picture as cover. */
const DEMO_POSTS: SeedPost[] = [
  {
    title: 'Five fixes that cut a dental practice’s cost per lead in half',
    slug: 'dental-cost-per-lead',
    description:
      'Harbor Dental was paying $140 for every new-patient enquiry. Ninety days later it paid $68. Here is exactly what changed.',
    cover: sampleMediaUrl('agency', 'case-dental.webp'),
    author: 'Maya Chen',
    tags: ['Case study', 'Google Ads'],
    daysAgo: 21,
    body: [
      '<p>When Harbor Dental came to us, their ads were doing what most practice ads do: spending evenly across the week and sending every click to the home page.</p>',
      '<p>We split their campaigns by treatment, moved the budget to the hours when people actually book, and built one landing page per offer with the phone number above the fold.</p>',
      '<p>The biggest single win was the simplest: answering the call-tracking number within three rings. Missed calls had been costing them a third of their leads.</p>',
    ],
  },
  {
    title: 'Why your HVAC ads go quiet in spring, and what to do about it',
    slug: 'hvac-ads-in-spring',
    description:
      'Heating searches fade before cooling searches start. The gap is the cheapest time of year to win maintenance plans.',
    cover: sampleMediaUrl('agency', 'case-hvac.webp'),
    author: 'Luis Ortega',
    tags: ['Seasonality', 'Local SEO'],
    daysAgo: 9,
    body: [
      '<p>Every spring our HVAC clients ask the same question: where did the calls go? The answer is in the search data. Emergency heating searches drop off weeks before anyone thinks about air conditioning.</p>',
      '<p>Instead of pausing, shift the message. Tune-up and maintenance-plan offers cost a fraction per click in April, and a customer on a plan calls you first in July.</p>',
    ],
  },
  {
    title: 'Landing pages that convert: a checklist for gyms and studios',
    slug: 'fitness-landing-page-checklist',
    description:
      'One offer, one button, real faces and a class timetable: the eight things our best-performing fitness pages have in common.',
    cover: sampleMediaUrl('agency', 'case-fitness.webp'),
    author: 'Maya Chen',
    tags: ['Landing pages', 'Conversion'],
    daysAgo: 2,
    body: [
      '<p>We looked at every fitness landing page we have launched in the last two years and ranked them by trial sign-ups. The winners look remarkably alike.</p>',
      '<p>They lead with a single offer (a free week beats a discount), show real members instead of stock photos, put the class timetable on the page and keep the form to three fields.</p>',
      '<p>Most of all, they load fast on a phone. Half of all sign-ups happen on a mobile connection between classes.</p>',
    ],
  },
];

/**
 * A "From the blog" section with the blog element (the three newest posts), placed before the
 * demo home page's footer so `npm start` shows a working blog on the first page.
 */
export function withDemoBlogSection(document: PageDocument): PageDocument {
  const heading = createElement('h2', { Alignment: 'center' });
  const list = createElement('blog', {
    postIds: [],
    count: 3,
    layout: 'grid',
    columns: { desktop: 3, mobile: 1 },
    showExcerpt: true,
    showDate: true,
    showAuthor: true,
  });
  const more = createElement('button', {
    ...DEFAULT_MODERN_BUTTON,
    Text: 'Read the blog',
    CustomLink: '/blog',
    Alignment: 'center',
  });
  const row = createRow([100]);
  row.columns[0] = createColumn(100, [heading, list, more]);
  const section = createSection({ name: 'Blog', rows: [row] });
  const footer = document.sections.findIndex((s) => s.kind === 'Footer');
  const at = footer === -1 ? document.sections.length : footer;
  return loadStoredDocument({
    ...document,
    sections: [...document.sections.slice(0, at), section, ...document.sections.slice(at)],
    texts: { ...document.texts, [section.id]: { [heading.id]: '<h2>From the blog</h2>' } },
  });
}

/** Inserts and publishes the demo posts (before the demo pages are published, so they list them). */
export function seedDemoBlog(
  tx: Executor,
  site: { agencyId: number; landingId: number; home: PageDocument },
): Promise<void> {
  return seedPublishedPosts(tx, site, DEMO_POSTS);
}

/** Inserts `posts` into a site's blog, laid out as articles in its home page's look, and publishes them. */
export async function seedPublishedPosts(
  tx: Executor,
  site: { agencyId: number; landingId: number; home: PageDocument | null },
  posts: readonly SeedPost[],
): Promise<void> {
  const now = Date.now();
  const rows = await tx
    .insert(blogPosts)
    .values(
      posts.map((post) => ({
        agencyId: site.agencyId,
        landingId: site.landingId,
        title: post.title,
        slug: post.slug,
        description: post.description,
        coverImageUrl: post.cover,
        authorName: post.author,
        tags: post.tags,
        layout: 'article' as const,
        // The date it went live; publishing keeps a post's first date.
        publishedAt: new Date(now - post.daysAgo * DAY_MS),
        document: loadStoredDocument(
          newPostDocument({
            home: site.home,
            title: post.title,
            description: post.description,
            coverImageUrl: post.cover,
            layout: 'article',
            body: post.body,
          }),
        ),
      })),
    )
    .returning({ id: blogPosts.id });
  for (const row of rows) await publishPostById(tx, row.id);
}
