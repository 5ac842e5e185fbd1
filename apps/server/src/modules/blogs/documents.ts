import type { BlogPostLayout, BlogSettings } from '@tessera/api-contract';
import { COVER_RATIO } from '@tessera/api-contract';
import {
  CURRENT_SCHEMA_VERSION,
  createColumn,
  createElement,
  createRow,
  createSection,
  DEFAULT_MODERN_BUTTON,
  DEFAULT_THEME,
  type ElementNode,
  type PageDocument,
  type SectionNode,
  type SectionOptionsInput,
  type Texts,
} from '@tessera/document';
import { escapeHtml } from '@tessera/renderer';
import { withFreshIds } from '../landings/document-ids.ts';

/**
 * The documents the blog makes itself: the blog index (rendered when `/blog` is asked for) and the
 * draft a new post starts from. Both wear the site's look: the home page's theme, its header and
 * menu sections at the top, its footer at the bottom (and its popups, which header buttons open).
 */

/** Sections of the home page that frame every page: leading Header/Menu, trailing Footer ones. */
function siteFrame(home: PageDocument | null): {
  top: SectionNode[];
  bottom: SectionNode[];
  keep: PageDocument | null;
} {
  if (!home) return { top: [], bottom: [], keep: null };
  const top: SectionNode[] = [];
  for (const section of home.sections) {
    if (section.kind !== 'Header' && section.kind !== 'Menu') break;
    top.push(section);
  }
  const bottom: SectionNode[] = [];
  for (let i = home.sections.length - 1; i >= top.length; i--) {
    const section = home.sections[i]!;
    if (section.kind !== 'Footer') break;
    bottom.unshift(section);
  }
  return { top, bottom, keep: home };
}

/** The formatted texts of these sections (and of the popups' sections), as the document files them. */
function textsOf(document: PageDocument, sections: readonly SectionNode[]): Texts {
  const texts: Texts = {};
  const ids = [
    ...sections.map((s) => s.id),
    ...document.popups.flatMap((popup) => popup.sections.map((s) => s.id)),
  ];
  for (const id of ids) if (document.texts[id]) texts[id] = document.texts[id];
  return texts;
}

/** A text element and its formatted text (escaped: titles are plain text). */
function textElement(
  key: 'h1' | 'h2' | 'paragraph' | 'subheadline',
  html: string,
  options: Record<string, unknown>,
): { element: ElementNode; html: string } {
  return { element: createElement(key, options), html };
}

function sectionWith(
  name: string,
  parts: Array<{ element: ElementNode; html?: string } | ElementNode>,
  extraRows: ReturnType<typeof createRow>[] = [],
  options: SectionOptionsInput = {},
): { section: SectionNode; texts: Texts } {
  const elements = parts.map((part) => ('element' in part ? part.element : part));
  const row = createRow([100]);
  row.columns[0] = createColumn(100, elements);
  const section = createSection({ name, rows: [row, ...extraRows], options });
  const filed: Record<string, string> = {};
  for (const part of parts)
    if ('element' in part && part.html !== undefined) filed[part.element.id] = part.html;
  // Formatted text is filed under the section it sits in.
  return { section, texts: { [section.id]: filed } };
}

function framed(home: PageDocument | null, content: SectionNode, contentTexts: Texts): PageDocument {
  const frame = siteFrame(home);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    theme: frame.keep?.theme ?? { ...DEFAULT_THEME },
    sections: [...frame.top, content, ...frame.bottom],
    popups: frame.keep?.popups ?? [],
    texts: { ...(frame.keep ? textsOf(frame.keep, [...frame.top, ...frame.bottom]) : {}), ...contentTexts },
  };
}

function pagerButton(text: string, link: string, alignment: 'left' | 'right'): ElementNode {
  return createElement('button', {
    ...DEFAULT_MODERN_BUTTON,
    Text: text,
    CustomLink: link,
    Alignment: alignment,
  });
}

/**
 * One page of the blog index: the blog's title and description, the blog element listing this
 * page's posts (the server hands it exactly those, newest first), and links to the newer and older
 * pages. Loaded through the registry by the caller, so element options get their defaults.
 */
export function blogIndexDocument(parts: {
  home: PageDocument | null;
  settings: BlogSettings;
  perPage: number;
  page: number;
  lastPage: number;
  path: (page: number) => string;
}): PageDocument {
  const { settings, page, lastPage } = parts;
  const content: Array<{ element: ElementNode; html?: string }> = [
    textElement('h1', `<h1>${escapeHtml(settings.title)}</h1>`, { Alignment: 'center' }),
  ];
  if (settings.description) {
    content.push(
      textElement('paragraph', `<p>${escapeHtml(settings.description)}</p>`, { Alignment: 'center' }),
    );
  }
  content.push({
    element: createElement('blog', {
      postIds: [],
      count: parts.perPage,
      layout: 'grid',
      columns: { desktop: 3, tablet: 2, mobile: 1 },
      showImage: true,
      showExcerpt: true,
      showDate: true,
      showAuthor: true,
    }),
  });
  const pager: ReturnType<typeof createRow>[] = [];
  if (lastPage > 1) {
    const row = createRow([50, 50]);
    row.columns[0] = createColumn(
      50,
      page > 1 ? [pagerButton('← Newer posts', parts.path(page - 1), 'left')] : [],
    );
    row.columns[1] = createColumn(
      50,
      page < lastPage ? [pagerButton('Older posts →', parts.path(page + 1), 'right')] : [],
    );
    pager.push(row);
  }
  const { section, texts } = sectionWith('Blog', content, pager);
  return framed(parts.home, section, texts);
}

/**
 * A part of a post's body, its formatted text already safe HTML: a paragraph (a string) or a
 * heading over the paragraphs that follow it.
 */
export type PostBodyPart = string | { heading: string };

/**
 * The body of a post written as plain text (an AI draft): each section's heading, then its
 * paragraphs, every word escaped as a post's title and description are.
 */
export function plainTextBody(
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>,
): PostBodyPart[] {
  return sections.flatMap((section) => [
    { heading: `<h2>${escapeHtml(section.heading)}</h2>` },
    ...section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ]);
}

/**
 * The draft a new post starts from. Laid out as an article, its document is the text alone (the
 * layout adds the site's frame, title, details and cover when it is served); designed like a
 * page, it is the site's frame around a section with the post's title, description and cover
 * picture, ready to write in. Fresh ids throughout: the frame is a copy.
 */
export function newPostDocument(parts: {
  home: PageDocument | null;
  title: string;
  description: string;
  coverImageUrl: string;
  layout: BlogPostLayout;
  /** The post's text; a writing prompt when left out. */
  body?: readonly PostBodyPart[];
}): PageDocument {
  if (parts.layout === 'article') {
    const text: Array<{ element: ElementNode; html?: string }> = [];
    for (const part of parts.body ?? ['<p>Start writing your post here.</p>'])
      text.push(
        typeof part === 'string' ? textElement('paragraph', part, {}) : textElement('h2', part.heading, {}),
      );
    const { section, texts } = sectionWith('Post', text, [], {
      contentWidth: 'small',
      padding: { desktop: { top: 10, right: 15, bottom: 60, left: 15 } },
    });
    return withFreshIds({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      theme: parts.home?.theme ?? { ...DEFAULT_THEME },
      sections: [section],
      popups: [],
      texts,
    });
  }
  const content: Array<{ element: ElementNode; html?: string }> = [
    textElement('h1', `<h1>${escapeHtml(parts.title)}</h1>`, {}),
  ];
  if (parts.description) {
    content.push(
      textElement('subheadline', `<p>${escapeHtml(parts.description)}</p>`, { Alignment: 'left' }),
    );
  }
  if (parts.coverImageUrl) {
    content.push({
      element: createElement('image', {
        Image: { url: parts.coverImageUrl, Ratio: 0.67 },
        alt: parts.title,
        width: 100,
        BorderRadius: 8,
      }),
    });
  }
  for (const part of parts.body ?? ['<p>Start writing your post here.</p>'])
    content.push(
      typeof part === 'string' ? textElement('paragraph', part, {}) : textElement('h2', part.heading, {}),
    );
  // A reading width: lines of about 70 characters.
  const { section, texts } = sectionWith('Post', content, [], { contentWidth: 'small' });
  return withFreshIds(framed(parts.home, section, texts));
}

/** Words a minute an adult reads on screen: what "N min read" is reckoned with. */
const WORDS_PER_MINUTE = 220;

/** The minutes the text of a post's document takes to read (at least one). */
export function readingMinutes(document: PageDocument): number {
  let words = 0;
  for (const filed of Object.values(document.texts)) {
    for (const html of Object.values(filed)) {
      const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
      words += text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const POST_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** What the article layout shows of a post around its text. */
export interface ArticleParts {
  home: PageDocument | null;
  title: string;
  description: string;
  coverImageUrl: string;
  author: string;
  /** ISO 8601; empty while the post was never published (a draft preview). */
  publishedAt: string;
  /** Where "← Back to blog" goes and what it says. */
  back: { href: string; label: string };
  /** The post's own document: its text. */
  body: PageDocument;
}

/** "March 3, 2025 · By Sam · 4 min read": the details line under the title. */
export function articleDetails(parts: Pick<ArticleParts, 'author' | 'publishedAt' | 'body'>): string {
  const date = Date.parse(parts.publishedAt);
  return [
    Number.isFinite(date) ? POST_DATE.format(new Date(date)) : 'Not published yet',
    parts.author ? `By ${parts.author}` : '',
    `${readingMinutes(parts.body)} min read`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The article layout of a post (SPEC §2 `/blog/{slug}`): the home page's header, menu and footer
 * and its theme (fonts, colours) around a heading section (a link back to the blog, the title,
 * the excerpt, the details line, and the cover beside them) and the post's own sections. A post
 * designed like a page is served as its document alone.
 */
export function articleDocument(parts: ArticleParts): PageDocument {
  const heading: Array<{ element: ElementNode; html?: string }> = [
    textElement(
      'paragraph',
      `<p><a href="${escapeHtml(parts.back.href)}">${escapeHtml(parts.back.label)}</a></p>`,
      {},
    ),
    textElement('h1', `<h1>${escapeHtml(parts.title)}</h1>`, {}),
  ];
  if (parts.description) {
    heading.push(
      textElement('subheadline', `<p>${escapeHtml(parts.description)}</p>`, { Alignment: 'left' }),
    );
  }
  heading.push(textElement('paragraph', `<p>${escapeHtml(articleDetails(parts))}</p>`, {}));

  const row = createRow(parts.coverImageUrl ? [60, 40] : [100], { verticalAlign: 'center', columnGap: 40 });
  row.columns[0] = createColumn(
    row.columns[0]!.width,
    heading.map((part) => part.element),
  );
  if (parts.coverImageUrl) {
    row.columns[1] = createColumn(row.columns[1]!.width, [
      createElement('image', {
        Image: { url: parts.coverImageUrl, Ratio: COVER_RATIO },
        alt: `Cover picture of “${parts.title}”`,
        width: 100,
        BorderRadius: 8,
      }),
    ]);
  }
  // Close to the text below it: the heading and the text read as one piece.
  const header = createSection({
    name: 'Post heading',
    rows: [row],
    options: {
      // Beside a cover the heading needs room; alone it lines up with the text's reading width.
      contentWidth: parts.coverImageUrl ? 'medium' : 'small',
      padding: { desktop: { top: 60, right: 15, bottom: 10, left: 15 } },
    },
  });
  const headingTexts: Record<string, string> = {};
  for (const part of heading) if (part.html !== undefined) headingTexts[part.element.id] = part.html;

  const frame = siteFrame(parts.home);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    // The site's look wins: a post is styled by the site's theme, not one of its own.
    theme: frame.keep?.theme ?? parts.body.theme,
    sections: [...frame.top, header, ...parts.body.sections, ...frame.bottom],
    popups: [...(frame.keep?.popups ?? []), ...parts.body.popups],
    texts: {
      ...(frame.keep ? textsOf(frame.keep, [...frame.top, ...frame.bottom]) : {}),
      ...parts.body.texts,
      [header.id]: headingTexts,
    },
  };
}
