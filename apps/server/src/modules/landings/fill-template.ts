import {
  type BusinessDetails,
  type MenuItem,
  readSiteSettings,
  type SiteSettings,
} from '@tessera/api-contract';
import {
  type BusinessFacts,
  fillDocumentPlaceholders,
  fillPlaceholders,
  fillPlaceholdersDeep,
  type PageDocument,
  type PlaceholderValues,
  placeholderValues,
} from '@tessera/document';
import type { PostContent } from '../blogs/copy.ts';
import { dropEmptyContent, type SiteCollections } from './empty-content.ts';

/** What a new website is filled in with: its name and what its creator typed about the business. */
export interface NewSiteFacts {
  siteName: string;
  business: BusinessFacts;
}

/** The facts of a create request (`createLandingBody`'s flat business fields). */
export function newSiteFacts(body: { title: string } & Partial<BusinessDetails>): NewSiteFacts {
  return {
    siteName: body.title,
    business: {
      name: body.business_name || body.title,
      tagline: body.tagline ?? '',
      email: body.email ?? '',
      phone: body.phone ?? '',
      address: body.address ?? '',
      city: body.city ?? '',
      state: body.state ?? '',
      postal_code: body.postal_code ?? '',
    },
  };
}

export function valuesFor(facts: NewSiteFacts, now = new Date()): PlaceholderValues {
  return placeholderValues(facts.siteName, facts.business, now.getUTCFullYear());
}

/**
 * A new site's settings: the business section as its creator typed it (every field asked for
 * replaces the template's, blank included), everything else the template's own with placeholders
 * resolved (the fields not asked for, owner section, socials, legal texts).
 */
export function filledSettings(
  template: unknown,
  facts: NewSiteFacts,
  values: PlaceholderValues,
): SiteSettings {
  const settings = fillPlaceholdersDeep(readSiteSettings(template), values);
  return { ...settings, business_section: { ...settings.business_section, ...facts.business } };
}

/** Menu items with placeholders resolved, items that pointed at a removed section left out (their children kept). */
function filledMenuItems(
  items: readonly MenuItem[],
  values: PlaceholderValues,
  droppedSections: ReadonlySet<string>,
): MenuItem[] {
  return items.flatMap((item) => {
    const children = filledMenuItems(item.children, values, droppedSections);
    if (item.section_id !== null && droppedSections.has(item.section_id)) return children;
    return [{ ...fillPlaceholdersDeep({ ...item, children: [] }, values), children }];
  });
}

/** One page document of a new site: placeholders resolved, then the empty-content rule. */
export function fillPageDocument(
  document: PageDocument,
  values: PlaceholderValues,
  collections: SiteCollections,
): { document: PageDocument; droppedSections: string[] } {
  const filled = fillDocumentPlaceholders(document, values);
  return dropEmptyContent(filled.document, filled.blankElements, collections);
}

/** What of a site a copy carries that a template's placeholders can be in (landings/copy.ts). */
export interface SiteCopyContent {
  documents: PageDocument[];
  settings: unknown;
  options: unknown;
  menuItems: MenuItem[][];
  posts: PostContent;
  pages: Array<{ name: string; title: string; description: string }>;
}

/**
 * A template's copy turned into the new site's own: every text of its pages, posts, menus,
 * settings, option blocks and page titles/SEO has its placeholders resolved from `facts`, the
 * business section is what the creator typed, and what would be empty is left out (pages by
 * `dropEmptyContent`, menu items pointing at a removed section with them).
 */
export function fillSiteCopy<T extends SiteCopyContent>(
  content: T,
  facts: NewSiteFacts,
  collections: SiteCollections,
): T {
  const values = valuesFor(facts);
  const dropped = new Set<string>();
  const documents = content.documents.map((document) => {
    const page = fillPageDocument(document, values, collections);
    for (const id of page.droppedSections) dropped.add(id);
    return page.document;
  });
  const text = (value: string) => fillPlaceholders(value, values).text;
  return {
    ...content,
    documents,
    settings: filledSettings(content.settings, facts, values),
    options: fillPlaceholdersDeep(content.options, values),
    menuItems: content.menuItems.map((items) => filledMenuItems(items, values, dropped)),
    posts: {
      ...content.posts,
      documents: content.posts.documents.map(
        (document) => fillDocumentPlaceholders(document, values).document,
      ),
      titles: content.posts.titles.map(text),
      descriptions: content.posts.descriptions.map(text),
    },
    pages: content.pages.map((page) => ({
      name: text(page.name),
      title: text(page.title),
      description: text(page.description),
    })),
  };
}
