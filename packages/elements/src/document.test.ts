import { DocumentBuilder, type PageDocument } from '@tessera/document';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseDocumentWithRegistry } from './load.ts';
import { getElementDefinition, knownElementKeys } from './lookup.ts';
import { type ElementOptions, elementRegistry } from './registry.ts';
import { repairDocumentElements } from './repair.ts';
import { validateDocumentElements, validateElementOptions } from './validate.ts';

/** A page with a good heading, a broken FAQ, a type no registry knows and a popup with a broken video. */
function mixedDocument(): PageDocument {
  const b = new DocumentBuilder(77);
  const heading = b.el('h1', { FontSize: { desktop: 48 } }, '<h1>Hello</h1>');
  const faq = b.el('faq', {
    items: [{ question: 'Why?', answer: 42 }],
    toggleIcon: 'sparkles',
    Colour: 'red',
  });
  const future = b.el('hologram', { beam: 'blue' });
  const video = b.el('video', { url: 'javascript:alert(1)', autoplay: true });
  const page = b.section({ name: 'Main' }, [b.row([b.col(50, [heading, faq]), b.col(50, [future])])]);
  const popup = b.popup('Watch', {}, [b.section({}, [b.stack([video])])]);
  return b.build({ sections: [page], popups: [popup] });
}

describe('validateElementOptions', () => {
  it('returns typed options for a known key', () => {
    const result = validateElementOptions(elementRegistry, {
      key: 'countdown',
      options: { timeZone: 'PST' },
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expectTypeOf(result.options).toEqualTypeOf<ElementOptions<'countdown'>>();
      expect(result.options.timeZone).toBe('PST');
      expect(result.options.targetDate).toBe('');
    }
  });

  it('reports each bad value and each unknown option with its path', () => {
    const result = validateElementOptions(elementRegistry, {
      key: 'faq',
      options: { items: [{ question: 'Why?', answer: 42 }], Colour: 'red' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(['items[0].answer']);
    const unknown = validateElementOptions(elementRegistry, { key: 'faq', options: { Colour: 'red' } });
    expect(unknown).toEqual({
      ok: false,
      key: 'faq',
      reason: 'invalid',
      issues: [{ path: 'Colour', message: 'Unknown option.' }],
    });
  });

  it('refuses script URLs and impossible dates', () => {
    const video = validateElementOptions(elementRegistry, {
      key: 'video',
      options: { url: 'javascript:alert(1)' },
    });
    expect(video.ok).toBe(false);
    const countdown = validateElementOptions(elementRegistry, {
      key: 'countdown',
      options: { targetDate: '2026-02-30T10:00' },
    });
    expect(countdown.ok).toBe(false);
    const logo = validateElementOptions(elementRegistry, {
      key: 'logo',
      options: { Logo: { ShowWidth: 400 } },
    });
    expect(logo.ok).toBe(false);
  });

  it('reports an unknown type instead of throwing', () => {
    expect(validateElementOptions(elementRegistry, { key: 'hologram', options: {} })).toEqual({
      ok: false,
      key: 'hologram',
      reason: 'unknown-type',
      issues: [{ path: '', message: 'Unknown element type "hologram".' }],
    });
    expect(getElementDefinition(elementRegistry, 'hologram')).toBeUndefined();
    expect(getElementDefinition(elementRegistry, 'toString')).toBeUndefined();
    expect(getElementDefinition(elementRegistry, 'map').key).toBe('map');
  });
});

describe('validateDocumentElements', () => {
  it('lists every broken and every unknown element with document paths', () => {
    const doc = mixedDocument();
    const reports = validateDocumentElements(elementRegistry, doc);
    expect(reports.map((r) => [r.key, r.reason, r.path])).toEqual([
      ['faq', 'invalid', 'sections[0].rows[0].columns[0].children[1]'],
      ['hologram', 'unknown-type', 'sections[0].rows[0].columns[1].children[0]'],
      ['video', 'invalid', 'popups[0].sections[0].rows[0].columns[0].children[0]'],
    ]);
    expect(reports[0]?.issues.map((i) => i.path)).toEqual([
      'sections[0].rows[0].columns[0].children[1].options.items[0].answer',
      'sections[0].rows[0].columns[0].children[1].options.toggleIcon',
    ]);
    expect(reports[1]?.issues).toEqual([
      { path: 'sections[0].rows[0].columns[1].children[0].key', message: 'Unknown element type "hologram".' },
    ]);
  });

  it('is empty for a valid document', () => {
    const b = new DocumentBuilder(5);
    const doc = b.build({
      sections: [b.section({}, [b.stack([b.el('button', elementRegistry.button.defaults())])])],
    });
    expect(validateDocumentElements(elementRegistry, doc)).toEqual([]);
  });
});

describe('repairDocumentElements', () => {
  it('resets bad fields, drops unknown options, fills defaults and keeps unknown types', () => {
    const doc = mixedDocument();
    const { document, warnings } = repairDocumentElements(elementRegistry, doc);
    expect(validateDocumentElements(elementRegistry, document).map((r) => r.reason)).toEqual([
      'unknown-type',
    ]);
    const faqPath = 'sections[0].rows[0].columns[0].children[1].options';
    expect(warnings).toEqual(
      expect.arrayContaining([
        { path: `${faqPath}.items[0].answer`, message: expect.stringContaining('Reset to default.') },
        { path: `${faqPath}.toggleIcon`, message: expect.stringContaining('Reset to default.') },
        { path: `${faqPath}.Colour`, message: 'Unknown option; dropped.' },
        {
          path: 'sections[0].rows[0].columns[1].children[0].key',
          message: 'Unknown element type "hologram"; kept as it is.',
        },
        {
          path: 'popups[0].sections[0].rows[0].columns[0].children[0].options.url',
          message: expect.stringContaining('Reset to default.'),
        },
      ]),
    );
    const [faq, hologram] = [
      document.sections[0]?.rows[0]?.columns[0]?.children[1],
      document.sections[0]?.rows[0]?.columns[1]?.children[0],
    ];
    expect(faq?.type === 'element' && faq.options.items).toEqual([
      { question: 'Why?', answer: 'Describe exactly what the customer gets.' },
    ]);
    expect(hologram).toBe(doc.sections[0]?.rows[0]?.columns[1]?.children[0]);
    expect(document.texts).toBe(doc.texts);
  });

  it('returns the same document when nothing needs repair', () => {
    const b = new DocumentBuilder(6);
    const doc = b.build({
      sections: [
        b.section({}, [
          b.stack([b.el('map', elementRegistry.map.defaults()), b.el('h2', elementRegistry.h2.defaults())]),
        ]),
      ],
    });
    const { document, warnings } = repairDocumentElements(elementRegistry, doc);
    expect(document).toBe(doc);
    expect(warnings).toEqual([]);
  });

  it('copies only the path to a repaired element', () => {
    const b = new DocumentBuilder(8);
    const good = b.section({}, [b.stack([b.el('map', elementRegistry.map.defaults())])]);
    const bad = b.section({}, [b.stack([b.el('map', { zoom: 99 })])]);
    const doc = b.build({ sections: [good, bad] });
    const { document } = repairDocumentElements(elementRegistry, doc);
    expect(document.sections[0]).toBe(good);
    expect(document.sections[1]).not.toBe(bad);
    expect(document.popups).toBe(doc.popups);
  });
});

describe('parseDocumentWithRegistry', () => {
  it('keeps unknown types, reports them once and repairs known options', () => {
    const json = JSON.stringify(mixedDocument());
    const result = parseDocumentWithRegistry(json, elementRegistry);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const unknownWarnings = result.warnings.filter((w) => w.message.includes('hologram'));
    expect(unknownWarnings).toEqual([
      {
        path: 'sections[0].rows[0].columns[1].children[0].key',
        message: 'Unknown element type "hologram"; kept as it is.',
      },
    ]);
    expect(validateDocumentElements(elementRegistry, result.document).map((r) => r.key)).toEqual([
      'hologram',
    ]);
    const video = result.document.popups[0]?.sections[0]?.rows[0]?.columns[0]?.children[0];
    expect(video?.type === 'element' && video.options.url).toBe('');
    expect(video?.type === 'element' && video.options.autoplay).toBe(true);
  });

  it('fills defaults of known elements silently', () => {
    const b = new DocumentBuilder(9);
    const doc = b.build({ sections: [b.section({}, [b.stack([b.el('minute-timer', { minutes: 30 })])])] });
    const result = parseDocumentWithRegistry(doc, elementRegistry);
    expect(result).toMatchObject({ ok: true, warnings: [] });
    const timer = result.ok ? result.document.sections[0]?.rows[0]?.columns[0]?.children[0] : undefined;
    expect(timer?.type === 'element' && timer.options).toEqual({
      ...elementRegistry['minute-timer'].defaults(),
      minutes: 30,
    });
  });

  it('passes through what parseDocument refuses, without throwing', () => {
    expect(parseDocumentWithRegistry('{not json', elementRegistry)).toMatchObject({ ok: false });
    expect(parseDocumentWithRegistry({ schemaVersion: 99, sections: [] }, elementRegistry)).toMatchObject({
      ok: false,
    });
    expect(parseDocumentWithRegistry(null, elementRegistry)).toMatchObject({ ok: false });
  });

  it('wires the registry keys into parseDocument', () => {
    expect([...knownElementKeys(elementRegistry)]).toEqual(Object.keys(elementRegistry));
    expect(knownElementKeys(elementRegistry)).toBe(knownElementKeys(elementRegistry));
  });
});
