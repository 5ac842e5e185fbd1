import { createElement, createRow, createSection, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: string;
let agencyUser: string;
let websiteUser: string;
let admin: string;

/** A page document whose first section holds two rows, one of them with a headline. */
function content(): PageDocument {
  const section = createSection({ name: 'Hero' });
  const headline = createElement('headline', elementRegistry.headline.defaults());
  section.rows[0]!.columns[0]!.children.push(headline);
  section.rows.push(createRow([50, 50]));
  const extra = createSection();
  return {
    schemaVersion: 1,
    theme: {} as PageDocument['theme'],
    sections: [section, extra],
    popups: [],
    texts: { [section.id]: { [headline.id]: '<p>Big idea</p>' } },
  };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login(DEMO.agency);
  agencyUser = await t.login(DEMO.agencyUser);
  websiteUser = await t.login(DEMO.websiteUser);
  admin = await t.login(DEMO.admin);
});
afterAll(() => t.close());

describe('agency blocks', () => {
  it('saves a section block with its texts, and nothing else of the document', async () => {
    const response = await call('POST', '/agency-blocks', owner, {
      name: 'Hero',
      kind: 'section',
      content: content(),
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Hero', kind: 'section', element_count: 1 });
    expect(data.content.sections).toHaveLength(1);
    expect(data.content.sections[0].rows).toHaveLength(2);
    expect(JSON.stringify(data.content.texts)).toContain('Big idea');
  });

  it('saves a row block as its first row only', async () => {
    const response = await call('POST', '/agency-blocks', agencyUser, {
      name: 'Row',
      kind: 'row',
      content: content(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.content.sections[0].rows).toHaveLength(1);
  });

  it('lists, searches and filters the agency’s blocks; other roles and agencies see none', async () => {
    await call('POST', '/agency-blocks', owner, {
      name: 'Pricing table',
      kind: 'section',
      content: content(),
    });
    const list = await call('GET', '/agency-blocks?search=pricing', websiteUser);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Pricing table']);
    const rows = await call('GET', '/agency-blocks?kind=row', owner);
    expect(rows.json().data.every((b: { kind: string }) => b.kind === 'row')).toBe(true);
    expect((await call('GET', '/agency-blocks', admin)).statusCode).toBe(403);
    expect((await call('GET', '/agency-blocks?sort=nope', owner)).statusCode).toBe(422);
  });

  it('refuses content that is not a page document, or has no section', async () => {
    const bad = await call('POST', '/agency-blocks', owner, {
      name: 'Bad',
      kind: 'section',
      content: { sections: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^content/);
    const empty = await call('POST', '/agency-blocks', owner, {
      name: 'Empty',
      kind: 'section',
      content: { schemaVersion: 1, sections: [] },
    });
    expect(empty.statusCode).toBe(422);
    const noName = await call('POST', '/agency-blocks', owner, {
      name: '  ',
      kind: 'section',
      content: content(),
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['The name field is required.']);
  });

  it('renames and deletes: the owner any block, others only their own', async () => {
    const ownersBlock = (
      await call('POST', '/agency-blocks', owner, { name: 'Owner’s', kind: 'section', content: content() })
    ).json().data.id;
    const usersBlock = (
      await call('POST', '/agency-blocks', agencyUser, {
        name: 'User’s',
        kind: 'section',
        content: content(),
      })
    ).json().data.id;
    expect(
      (await call('PUT', `/agency-blocks/${ownersBlock}`, agencyUser, { name: 'Nope' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/agency-blocks/${usersBlock}`, agencyUser, { name: 'Mine' })).json().data.name,
    ).toBe('Mine');
    expect((await call('DELETE', `/agency-blocks/${ownersBlock}`, websiteUser)).statusCode).toBe(403);
    const removed = await call('DELETE', `/agency-blocks/${usersBlock}`, owner);
    expect(removed.json()).toEqual({ success: true, message: 'The block is deleted.' });
    expect((await call('GET', `/agency-blocks/${usersBlock}`, owner)).statusCode).toBe(404);
  });
});
