import { createElement, createSection, DEFAULT_THEME, type PageDocument } from '@tessera/document';
import { type ElementKey, elementRegistry, type RenderMode } from '@tessera/elements';
import { Parser } from 'htmlparser2';
import { expect } from 'vitest';
import { type RenderedPage, renderPage } from '../render-page.ts';
import { TEST_DATA, TEST_SITE } from './site.ts';

/** Helpers for the Text and Form element tests (bullet list, FAQ, button, fields, form). */

/** A string with each thing that must never reach the page as markup. */
export const HOSTILE = `<script>alert(1)</script> "quoted" <img src=x onerror=alert(1)>`;

/** The hostile string made it into the markup as text, escaped, and not as elements. */
export function expectEscaped(markup: string): void {
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<img[^>]*onerror/i);
  expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
}

export interface Tag {
  name: string;
  /** Attribute names in lower case, as HTML reads them (React writes some in camel case). */
  attributes: Record<string, string>;
}

/** Every start tag named `name`, in document order, with its attributes. */
export function tags(markup: string, name: string): Tag[] {
  const found: Tag[] = [];
  const parser = new Parser({
    onopentag(tagName, attributes) {
      if (tagName === name) found.push({ name: tagName, attributes });
    },
  });
  parser.write(markup);
  parser.end();
  return found;
}

/** The one start tag named `name` whose attributes include `where` (throws unless exactly one). */
export function tag(
  markup: string,
  name: string,
  where: Record<string, string> = {},
): Record<string, string> {
  const matches = tags(markup, name).filter((t) =>
    Object.entries(where).every(([key, value]) => t.attributes[key] === value),
  );
  if (matches.length !== 1)
    throw new Error(`${matches.length} <${name}> tags match ${JSON.stringify(where)}`);
  return matches[0]?.attributes ?? {};
}

/** Classes of the first element whose class attribute holds `marker`. */
export function classesOf(markup: string, marker: string): string[] {
  for (const match of markup.matchAll(/class="([^"]*)"/g)) {
    const classes = (match[1] ?? '').split(/\s+/);
    if (classes.includes(marker)) return classes;
  }
  throw new Error(`no element with class ${marker}`);
}

/** Every CSS rule (media queries included, as "@media…{rule}") whose selector names one of `classes`. */
export function cssOf(css: string, classes: readonly string[]): string {
  const wanted = classes.filter((name) => name !== '');
  let out = '';
  let media = '';
  // Flat walk: rules are `selector{…}`, media blocks `@media (…){rules}`.
  for (const match of css.matchAll(/(@media[^{]*\{)|([^{}]+)\{([^{}]*)\}|(\})/g)) {
    if (match[1]) media = match[1];
    else if (match[4]) media = '';
    else if (match[2] && wanted.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(match[2] ?? '')))
      out += `${media}${match[2]}{${match[3]}}${media ? '}' : ''}`;
  }
  return out;
}

export interface UncheckedRender extends RenderedPage {
  markup: string;
  elementId: string;
}

/**
 * Renders options exactly as given, without the schema: what Render does with a stored value
 * the schema refuses today (an old document, a hand-edited one) must still be safe.
 */
export function renderUnchecked(
  key: ElementKey,
  overrides: Record<string, unknown>,
  mode: RenderMode = 'live',
): UncheckedRender {
  const element = createElement(key, { ...elementRegistry[key].defaults(), ...overrides });
  const section = createSection();
  section.rows[0]?.columns[0]?.children.push(element);
  const document: PageDocument = {
    schemaVersion: 1,
    theme: DEFAULT_THEME,
    sections: [section],
    popups: [],
    texts: {},
  };
  const page = renderPage(document, elementRegistry, { mode, site: TEST_SITE, data: TEST_DATA });
  const open = page.html.indexOf(`<div id="${element.id}" class="`);
  const close = page.html.lastIndexOf('</div></div></div></div></div></section></main>');
  const markup = open < 0 || close < 0 ? '' : page.html.slice(page.html.indexOf('>', open) + 1, close);
  return { ...page, markup, elementId: element.id };
}
