import { findNode, getIndex } from './doc-index.ts';
import type { ElementCategory } from './palette-categories.ts';
import { validateDocument } from './parse.ts';
import { DocumentBuilder } from './samples/builder.ts';
import type { DocumentNode, PageDocument } from './schema.ts';
import type { TreeResult } from './tree/result.ts';

/**
 * A small document every tree test shares, with handles to its nodes:
 *
 *   s1 ─ r1 ─ c1 (50): e1 headline*, e2 button
 *        │    c2 (50): e3 paragraph*, nr (nested row) ─ nc1 (50): e4 paragraph*
 *        │                                             nc2 (50): e5 icon
 *        r2 ─ c3 (100): e6 image
 *   s2 ─ r3 ─ c4 (100): e7 paragraph*
 *   popup p1 ─ s3 ─ r4 ─ c5 (100): e8 h2*
 *
 * (* has formatted text)
 */
export function testDocument() {
  const b = new DocumentBuilder(9);
  const e1 = b.el('headline', { FontFamily: 'inherit' }, '<p>Headline one</p>');
  const e2 = b.el('button', { Text: 'Go' });
  const e3 = b.el('paragraph', {}, '<p>Paragraph three</p>');
  const e4 = b.el('paragraph', {}, '<p>Nested four</p>');
  const e5 = b.el('icon', { Icon: 'star' });
  const e6 = b.el('image', { Image: { url: '', Ratio: 0 } });
  const e7 = b.el('paragraph', { FontFamily: 'Lora' }, '<p>Seven in section two</p>');
  const e8 = b.el('h2', {}, '<h2>Popup eight</h2>');
  const nc1 = b.col(50, [e4]);
  const nc2 = b.col(50, [e5]);
  const nr = b.row([nc1, nc2]);
  const c1 = b.col(50, [e1, e2]);
  const c2 = b.col(50, [e3, nr]);
  const r1 = b.row([c1, c2]);
  const c3 = b.col(100, [e6]);
  const r2 = b.row([c3]);
  const s1 = b.section({ name: 'One' }, [r1, r2]);
  const c4 = b.col(100, [e7]);
  const r3 = b.row([c4]);
  const s2 = b.section({ name: 'Two' }, [r3]);
  const c5 = b.col(100, [e8]);
  const r4 = b.row([c5]);
  const s3 = b.section({}, [r4]);
  const p1 = b.popup('Offer', {}, [s3]);
  const doc: PageDocument = b.build({ sections: [s1, s2], popups: [p1] });
  const ids = {
    s1: s1.id,
    s2: s2.id,
    s3: s3.id,
    p1: p1.id,
    r1: r1.id,
    r2: r2.id,
    r3: r3.id,
    r4: r4.id,
    nr: nr.id,
    c1: c1.id,
    c2: c2.id,
    c3: c3.id,
    c4: c4.id,
    c5: c5.id,
    nc1: nc1.id,
    nc2: nc2.id,
    e1: e1.id,
    e2: e2.id,
    e3: e3.id,
    e4: e4.id,
    e5: e5.id,
    e6: e6.id,
    e7: e7.id,
    e8: e8.id,
  };
  return { doc, ids };
}

/** Unwraps a successful tree result; a refusal fails the test with its message. */
export function expectOk(result: TreeResult): { doc: PageDocument; id: string } {
  if (!result.ok) throw new Error(`Expected success, got ${result.error.code}: ${result.error.message}`);
  return result;
}

/**
 * What must hold after any edit: the strict schema passes (unique ids, widths summing to 100,
 * each at least 10) and every text belongs to an element of the section it is filed under.
 */
export function invariantProblems(doc: PageDocument): string[] {
  const problems: string[] = [];
  const strict = validateDocument(doc);
  if (!strict.ok) problems.push(...strict.issues.map((i) => `${i.path}: ${i.message}`));
  const index = getIndex(doc);
  for (const [sectionId, map] of Object.entries(doc.texts)) {
    for (const elementId of Object.keys(map)) {
      const entry = index.get(elementId);
      if (entry?.type !== 'element') problems.push(`text of missing element ${elementId}`);
      else if (entry.sectionId !== sectionId) problems.push(`text of ${elementId} filed under ${sectionId}`);
    }
    if (Object.keys(map).length === 0) problems.push(`empty texts map for ${sectionId}`);
  }
  return problems;
}

/** The node with `id`, which must exist and be of `type`; anything else fails the test. */
export function nodeOf<T extends DocumentNode['type']>(
  doc: PageDocument,
  id: string,
  type: T,
): Extract<DocumentNode, { type: T }> {
  const node = findNode(doc, id)?.node;
  if (node?.type !== type) throw new Error(`Expected ${type} ${id}, found ${node?.type ?? 'nothing'}`);
  // Checked just above; TS does not narrow a union by a generic discriminant.
  return node as Extract<DocumentNode, { type: T }>;
}

/**
 * The 41 element types SPEC §3 names, with their palette categories, in palette order. The
 * registry (packages/elements) is the list of element types; this is what tests hold it and the
 * samples to: every SPEC type is there, in its category. Types added later are not listed here.
 */
export const SPEC_ELEMENT_CATEGORY = {
  headline: 'Text',
  h1: 'Text',
  h2: 'Text',
  h3: 'Text',
  subheadline: 'Text',
  paragraph: 'Text',
  'bullet-list': 'Text',
  faq: 'Text',
  button: 'Form',
  checkbox: 'Form',
  dropdown: 'Form',
  input: 'Form',
  textarea: 'Form',
  form: 'Form',
  coupon: 'Order',
  'credit-card': 'Order',
  'order-select': 'Order',
  'order-summary': 'Order',
  'payment-link': 'Order',
  audio: 'Media',
  video: 'Media',
  image: 'Media',
  gallery: 'Media',
  'youtube-gallery': 'Media',
  'podcast-gallery': 'Media',
  blog: 'Media',
  countdown: 'Countdown',
  'minute-timer': 'Countdown',
  'day-timer': 'Countdown',
  map: 'Misc',
  'google-review': 'Misc',
  'webinar-info': 'Misc',
  html: 'Misc',
  icon: 'Misc',
  'icon-feature': 'Misc',
  'image-feature': 'Misc',
  navigation: 'Misc',
  'social-link': 'Misc',
  'social-sharing': 'Misc',
  logo: 'Misc',
  'numbered-items': 'Misc',
} as const satisfies Record<string, ElementCategory>;

export const SPEC_ELEMENT_KEYS = Object.keys(SPEC_ELEMENT_CATEGORY) as ReadonlyArray<
  keyof typeof SPEC_ELEMENT_CATEGORY
>;
