import { DocumentBuilder, defaultSiteSample, walkNodes } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { dropEmptyContent } from './empty-content.ts';

const none = { publishedPosts: 0, publishedEpisodes: 0 };
const some = { publishedPosts: 2, publishedEpisodes: 0 };

function site() {
  const b = new DocumentBuilder(7);
  const heading = b.el('h2', {}, '<h2>Latest Articles</h2>');
  const blog = b.el('blog', { count: 3 });
  const episodes = b.el('podcast-gallery', { collectionId: null });
  const imported = b.el('podcast-gallery', { collectionId: 4 });
  const articles = b.section({ name: 'Articles' }, [b.stack([heading, blog, episodes])]);
  const podcast = b.section({ name: 'Podcast' }, [b.stack([b.el('h3', {}, '<h3>Listen</h3>'), imported])]);
  const phone = b.el('paragraph', {}, '<p></p>');
  const hiddenNote = b.el('paragraph', { visibility: 'hidden' }, '<p>Hidden note</p>');
  const contact = b.section({ name: 'Contact' }, [
    b.stack([b.el('h2', {}, '<h2>Get in touch</h2>'), phone, hiddenNote]),
    b.row([b.col(50, [b.el('form', {})]), b.col(50, [b.el('paragraph', {}, '<p>Open daily</p>')])]),
  ]);
  const email = b.el('paragraph', {}, '<p></p>');
  const footer = b.section({ name: 'Footer' }, [
    b.stack([b.el('paragraph', {}, '<p>© Maple</p>')]),
    b.stack([email]),
  ]);
  const popupLine = b.el('paragraph', {}, '<p></p>');
  const popup = b.popup('Offer', {}, [
    b.section({ name: 'Offer' }, [b.stack([b.el('h2', {}, '<h2>Offer</h2>'), popupLine])]),
  ]);
  const document = b.build({ sections: [articles, podcast, contact, footer], popups: [popup] });
  return { document, ids: { articles, podcast, contact, footer, blog, phone, email, popupLine, hiddenNote } };
}

const sectionNames = (document: { sections: Array<{ name?: string }> }) =>
  document.sections.map((s) => s.name);
const elementIds = (document: Parameters<typeof walkNodes>[0]) =>
  [...walkNodes(document)].filter((n) => n.type === 'element').map((n) => n.id);

describe('dropEmptyContent: what a new website leaves out', () => {
  it('drops a section whose collection is empty and only its heading is left, with its texts', () => {
    const { document, ids } = site();
    const { document: out, droppedSections } = dropEmptyContent(document, new Set(), none);
    expect(droppedSections).toEqual([ids.articles.id]);
    expect(sectionNames(out)).toEqual(['Podcast', 'Contact', 'Footer']);
    expect(out.texts[ids.articles.id]).toBeUndefined();
    // A podcast gallery of an imported collection lists that collection: kept.
    expect(out.sections[0]!.name).toBe('Podcast');
  });

  it('keeps the blog section when the site has published posts', () => {
    const { document } = site();
    const { document: out, droppedSections } = dropEmptyContent(document, new Set(), some);
    expect(droppedSections).toEqual([]);
    expect(sectionNames(out)).toEqual(['Articles', 'Podcast', 'Contact', 'Footer']);
    // The episodes gallery of the site's own podcast is still empty: removed, the rest stays.
    const galleries = [...walkNodes(out)].filter((n) => n.type === 'element' && n.key === 'podcast-gallery');
    expect(galleries).toHaveLength(1);
  });

  it('removes blank elements, and a row they emptied, but keeps sections that still say something', () => {
    const { document, ids } = site();
    const blank = new Set([ids.phone.id, ids.email.id, ids.popupLine.id]);
    const { document: out, droppedSections } = dropEmptyContent(document, blank, some);
    expect(droppedSections).toEqual([]);
    const left = elementIds(out);
    for (const id of blank) expect(left).not.toContain(id);
    expect(out.texts[ids.contact.id]![ids.phone.id]).toBeUndefined();
    // The footer's emptied row is gone; its first row stays.
    const footer = out.sections.find((s) => s.name === 'Footer')!;
    expect(footer.rows).toHaveLength(1);
    // A popup keeps its section, without the blank line.
    expect(out.popups[0]!.sections).toHaveLength(1);
    expect(left).not.toContain(ids.popupLine.id);
  });

  it('drops a section left with headings and hidden elements only', () => {
    const b = new DocumentBuilder(9);
    const line = b.el('paragraph', {}, '<p></p>');
    const section = b.section({ name: 'Call' }, [
      b.stack([b.el('h1', {}, '<h1>Call us</h1>'), b.el('button', { visibility: 'hidden' }), line]),
    ]);
    const document = b.build({ sections: [section] });
    expect(dropEmptyContent(document, new Set([line.id]), none).droppedSections).toEqual([section.id]);
    // Nothing removed from it: a section that was only a heading to begin with is the designer's choice.
    const alone = b.section({ name: 'Title' }, [b.stack([b.el('h1', {}, '<h1>Title</h1>')])]);
    const titled = b.build({ sections: [alone] });
    expect(dropEmptyContent(titled, new Set(), none).document).toBe(titled);
  });

  it("leaves out the default site's articles on a site without posts", () => {
    const sample = defaultSiteSample();
    const { document: out } = dropEmptyContent(sample, new Set(), none);
    expect(sectionNames(sample)).toContain('Articles');
    expect(sectionNames(out)).not.toContain('Articles');
    expect(sectionNames(out)).toEqual(sectionNames(sample).filter((name) => name !== 'Articles'));
  });
});
