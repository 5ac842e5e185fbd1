import {
  type ColumnChild,
  type ElementNode,
  type PageDocument,
  type RowNode,
  type SectionNode,
  walkSubtree,
} from '@tessera/document';

/** What a new website has of the collections its elements list. */
export interface SiteCollections {
  /** Blog posts published on the new site (those published in the template it copies). */
  publishedPosts: number;
  /** Podcast episodes published on the new site: nothing copies episodes, so a new site has none. */
  publishedEpisodes: number;
}

/** Elements that only title what a section holds: left alone, they make the section empty. */
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'headline', 'subheadline']);

/** Rule 1a: an element listing a collection of the site that the new site has none of. */
function listsNothing(element: ElementNode, collections: SiteCollections): boolean {
  if (element.key === 'blog') return collections.publishedPosts === 0;
  // A podcast gallery of an imported collection lists that collection; only the site's own is empty.
  if (element.key === 'podcast-gallery')
    return (element.options.collectionId ?? null) === null && collections.publishedEpisodes === 0;
  return false;
}

const shown = (node: { options: object }) =>
  (node.options as { visibility?: string }).visibility !== 'hidden';

function elementsIn(node: SectionNode | RowNode): ElementNode[] {
  const out: ElementNode[] = [];
  for (const child of walkSubtree(node)) if (child.type === 'element') out.push(child);
  return out;
}

export interface DroppedContent {
  document: PageDocument;
  /** Ids of the sections removed (rule 2): menu items and links pointing at them go too. */
  droppedSections: string[];
}

/**
 * What a new website leaves out, so it never shows a section with nothing in it. The one rule,
 * applied to every page of a site made from a template or a built-in design (never to a template's
 * own backing site, which admins design):
 *
 * 1. An element is **empty**, and removed, when
 *    a. it lists a collection of the site that the new site has none of: a `blog` element with no
 *       published post, a `podcast-gallery` of the site's own podcast with no published episode; or
 *    b. it is in `blankElements`: every text of it that held a placeholder resolved blank and says
 *       nothing without it (`fillDocumentPlaceholders`, packages/document/placeholders.ts).
 * 2. A page **section** is empty, and removed with its formatted texts, when rule 1 removed
 *    something from it and what it still shows (elements not hidden) is headings only (`h1`–`h3`,
 *    `headline`, `subheadline`) or nothing.
 * 3. A row that rule 1 emptied of every element is removed, so no blank band is left in a section
 *    that stays. Popups keep their sections; rule 1 applies inside them.
 */
export function dropEmptyContent(
  document: PageDocument,
  blankElements: ReadonlySet<string>,
  collections: SiteCollections,
): DroppedContent {
  const removedElements: string[] = [];
  const isEmpty = (element: ElementNode) =>
    blankElements.has(element.id) || listsNothing(element, collections);

  const keepChildren = (children: ColumnChild[]): ColumnChild[] => {
    const kept: ColumnChild[] = [];
    for (const child of children) {
      if (child.type === 'element') {
        if (isEmpty(child)) removedElements.push(child.id);
        else kept.push(child);
        continue;
      }
      const row = keepRow(child);
      if (row) kept.push(row);
    }
    return kept;
  };
  const keepRow = (row: RowNode): RowNode | null => {
    const before = removedElements.length;
    const next: RowNode = {
      ...row,
      columns: row.columns.map((c) => ({ ...c, children: keepChildren(c.children) })),
    };
    const lostSome = removedElements.length > before;
    return lostSome && elementsIn(next).length === 0 ? null : next;
  };
  const keepRows = (rows: RowNode[]) => rows.map(keepRow).filter((row): row is RowNode => row !== null);

  const droppedSections: string[] = [];
  const sections: SectionNode[] = [];
  for (const section of document.sections) {
    const before = removedElements.length;
    const next: SectionNode = { ...section, rows: keepRows(section.rows) };
    const lostSome = removedElements.length > before;
    const left = elementsIn(next).filter(shown);
    if (lostSome && left.every((element) => HEADINGS.has(element.key))) droppedSections.push(section.id);
    else sections.push(next);
  }
  const popups = document.popups.map((popup) => ({
    ...popup,
    sections: popup.sections.map((section) => ({ ...section, rows: keepRows(section.rows) })),
  }));

  if (removedElements.length === 0) return { document, droppedSections: [] };
  const texts: PageDocument['texts'] = {};
  const gone = new Set(removedElements);
  for (const [sectionId, map] of Object.entries(document.texts)) {
    if (droppedSections.includes(sectionId)) continue;
    texts[sectionId] = Object.fromEntries(Object.entries(map).filter(([elementId]) => !gone.has(elementId)));
  }
  return { document: { ...document, sections, popups, texts }, droppedSections };
}
