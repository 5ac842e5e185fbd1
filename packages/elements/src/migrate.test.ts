import { CURRENT_SCHEMA_VERSION, createElement, createSection, type PageDocument } from '@tessera/document';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqElement } from './faq/index.ts';
import { loadStoredDocument, parseDocumentWithRegistry, StoredDocumentError } from './load.ts';
import { migrateDocumentElements } from './migrate.ts';
import { type ElementRegistry, elementRegistry } from './registry.ts';
import { defineElement, type ElementMigration } from './types.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Version 0 of the FAQ kept one question and answer as `question`/`answer`; version 1 keeps `items`. */
const oneQuestionToItems: ElementMigration = {
  to: 1,
  name: 'one-question-to-items',
  up({ question, answer, ...rest }) {
    if (typeof question !== 'string') return rest;
    return { ...rest, items: [{ question, answer: typeof answer === 'string' ? answer : '' }] };
  },
};

const {
  defaults: _defaults,
  migrations: _migrations,
  version: _version,
  island: _island,
  ...faq
} = faqElement;
const faqAtVersion1 = defineElement({ ...faq, migrations: [oneQuestionToItems] });
const registry: ElementRegistry = Object.freeze({ ...elementRegistry, faq: faqAtVersion1 });

/** A one-element page, as code builds it. */
function pageWith(element: Record<string, unknown>): PageDocument {
  const section = createSection();
  section.rows[0]!.columns[0]!.children.push(element as never);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    theme: {} as PageDocument['theme'],
    sections: [section],
    popups: [],
    texts: {},
  };
}

/** The same page as stored JSON. */
function documentWith(element: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(pageWith(element)));
}

const PATH = 'sections[0].rows[0].columns[0].children[0]';
const firstElement = (doc: PageDocument) => doc.sections[0]!.rows[0]!.columns[0]!.children[0]!;

describe('element migrations on load', () => {
  it('run the steps above the stored version and mark the element with its type’s version', () => {
    const stored = createElement('faq', { question: 'Old?', answer: 'Yes.' });
    const loaded = loadStoredDocument(documentWith(stored), registry);
    const element = firstElement(loaded);
    expect(element).toMatchObject({ type: 'element', optionsVersion: 1 });
    if (element.type !== 'element') return;
    expect(element.options.items).toEqual([{ question: 'Old?', answer: 'Yes.' }]);
    expect(element.options).not.toHaveProperty('question');
  });

  it('skip an element already at its type’s version, and leave types without steps unmarked', () => {
    const spy = vi.spyOn(oneQuestionToItems, 'up');
    const current = { ...createElement('faq', faqAtVersion1.defaults()), optionsVersion: 1 };
    expect(firstElement(loadStoredDocument(documentWith(current), registry))).toMatchObject({
      optionsVersion: 1,
    });
    expect(spy).not.toHaveBeenCalled();
    const button = firstElement(loadStoredDocument(documentWith(createElement('button', {})), registry));
    expect(button).not.toHaveProperty('optionsVersion');
  });

  it('leave options of the current shape alone when the version is missing', () => {
    const written = createElement('faq', faqAtVersion1.defaults());
    const element = firstElement(loadStoredDocument(documentWith(written), registry));
    expect(element.type === 'element' && element.options).toEqual(faqAtVersion1.defaults());
  });

  it('refuse an element written by a newer app and report a failing step', () => {
    const newer = { ...createElement('faq', {}), optionsVersion: 2 };
    expect(parseDocumentWithRegistry(documentWith(newer), registry)).toEqual({
      ok: false,
      issues: [
        {
          path: `${PATH}.optionsVersion`,
          message: 'Options version 2 of "faq" is newer than this app (version 1).',
        },
      ],
    });
    expect(() => loadStoredDocument(documentWith(newer), registry)).toThrow(StoredDocumentError);
    vi.spyOn(oneQuestionToItems, 'up').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(parseDocumentWithRegistry(documentWith(createElement('faq', {})), registry)).toMatchObject({
      ok: false,
      issues: [
        { path: `${PATH}.optionsVersion`, message: 'Migration faq one-question-to-items failed: boom' },
      ],
    });
  });

  it('read an invalid stored version as 0, with a warning', () => {
    const odd = { ...createElement('faq', { question: 'Odd?' }), optionsVersion: 'one' };
    const parsed = parseDocumentWithRegistry(documentWith(odd), registry);
    expect(parsed.ok && parsed.warnings).toEqual([
      { path: `${PATH}.optionsVersion`, message: 'Invalid options version; read as 0.' },
    ]);
    expect(parsed.ok && firstElement(parsed.document)).toMatchObject({
      optionsVersion: 1,
      options: { items: [{ question: 'Odd?', answer: '' }] },
    });
  });

  it('keep elements of unknown types and documents with nothing to do as they are', () => {
    const doc = pageWith({ ...createElement('paragraph', {}), key: 'teleporter' });
    const result = migrateDocumentElements(registry, doc);
    expect(result.ok && result.document).toBe(doc);
  });
});
