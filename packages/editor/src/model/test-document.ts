import { DocumentBuilder, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { EditorEngine } from './editor.ts';

/**
 * The document the model tests edit: two sections, a nested row (so every command is also
 * tried one level down), and a popup. Names are the node ids tests refer to.
 */
export interface TestDocument {
  doc: PageDocument;
  ids: {
    s1: string;
    r1: string;
    c1: string;
    c2: string;
    headline: string;
    nestedRow: string;
    nc1: string;
    nc2: string;
    paragraph: string;
    button: string;
    image: string;
    s2: string;
    r2: string;
    c3: string;
    button2: string;
    popup: string;
    popupSection: string;
  };
}

const defaults = (key: keyof typeof elementRegistry) => elementRegistry[key].defaults();

export function testDocument(): TestDocument {
  const b = new DocumentBuilder(42);
  const headline = b.el('headline', defaults('headline'), '<p>Hello</p>');
  const paragraph = b.el('paragraph', defaults('paragraph'), '<p>Nested text</p>');
  const button = b.el('button', defaults('button'));
  const image = b.el('image', defaults('image'));
  const button2 = b.el('button', defaults('button'));
  const nc1 = b.col(50, [paragraph, button]);
  const nc2 = b.col(50, []);
  const nestedRow = b.row([nc1, nc2]);
  const c1 = b.col(50, [headline, nestedRow]);
  const c2 = b.col(50, [image]);
  const r1 = b.row([c1, c2]);
  const s1 = b.section({ name: 'Hero' }, [r1]);
  const c3 = b.col(100, [button2]);
  const r2 = b.row([c3]);
  const s2 = b.section({}, [r2]);
  const popupSection = b.section({}, [b.stack([b.el('h2', defaults('h2'), '<h2>Offer</h2>')])]);
  const popup = b.popup('Offer', {}, [popupSection]);
  const doc = b.build({ sections: [s1, s2], popups: [popup] });
  return {
    doc,
    ids: {
      s1: s1.id,
      r1: r1.id,
      c1: c1.id,
      c2: c2.id,
      headline: headline.id,
      nestedRow: nestedRow.id,
      nc1: nc1.id,
      nc2: nc2.id,
      paragraph: paragraph.id,
      button: button.id,
      image: image.id,
      s2: s2.id,
      r2: r2.id,
      c3: c3.id,
      button2: button2.id,
      popup: popup.id,
      popupSection: popupSection.id,
    },
  };
}

/** An engine over the test document with deterministic ids and a clock the test moves. */
export function testEditor(): { editor: EditorEngine; ids: TestDocument['ids']; clock: { now: number } } {
  const { doc, ids } = testDocument();
  const clock = { now: 1_000_000 };
  let n = 0;
  const editor = new EditorEngine({
    document: doc,
    registry: elementRegistry,
    now: () => clock.now,
    ids: (kind) => `${kind}-t${(n++).toString().padStart(6, '0')}`,
  });
  return { editor, ids, clock };
}
