import { createElement, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';

/** A one-section page whose headline says `text`. */
export function headlineDocument(text: string): PageDocument {
  const section = createSection();
  const element = createElement('h1', elementRegistry.h1.schema.parse({}));
  section.rows[0]!.columns[0]!.children.push(element);
  return {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: { [section.id]: { [element.id]: `<h1>${text}</h1>` } },
  };
}
