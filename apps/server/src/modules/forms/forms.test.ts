import { DEFAULT_FORM_FIELDS } from '@tessera/api-contract';
import { formFieldFromPreset } from '@tessera/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorsOf,
  type SiteDataWorld,
  setWebsiteUserPermissions,
  siteDataApp,
} from '../../../test/site-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: SiteDataWorld;

beforeAll(async () => ({ t, w } = await siteDataApp()));
afterAll(() => t.close());

describe('forms CRUD', () => {
  let formId: number;

  it('creates a form with the SPEC §3 presets when no fields are given', async () => {
    const response = await t.api('POST', `/landings/${w.demo.id}/forms`, w.owner, { name: 'Newsletter' });
    expect(response.statusCode).toBe(200);
    const form = response.json().data;
    expect(form).toMatchObject({
      landing_id: w.demo.id,
      name: 'Newsletter',
      fields: DEFAULT_FORM_FIELDS,
      version: 1,
      contacts_count: 0,
      spam_count: 0,
      last_contact_at: null,
    });
    // SPEC §3: email required, phone optional.
    expect(form.fields.find((f: { name: string }) => f.name === 'email').rules).toBe('required|email');
    expect(form.fields.find((f: { name: string }) => f.name === 'phone').rules).toBe('phone');
    formId = form.id;
  });

  it('creates a form from presets and custom fields', async () => {
    const response = await t.api('POST', `/landings/${w.demo.id}/forms`, w.owner, {
      name: 'Quote request',
      fields: [
        formFieldFromPreset('firstName'),
        formFieldFromPreset('lastName'),
        formFieldFromPreset('state'),
        formFieldFromPreset('postalCode'),
        { name: 'budget', label: 'Budget', type: 'select', rules: 'required', choices: ['Small', 'Large'] },
      ],
      success_message: 'We will send a quote.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.fields.map((f: { name: string }) => f.name)).toEqual([
      'firstName',
      'lastName',
      'state',
      'postalCode',
      'budget',
    ]);
  });

  it('lists with search, sort and pagination', async () => {
    const list = await t.api('GET', `/landings/${w.demo.id}/forms?sort=name&order=desc&per_page=1`, w.owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ total: 2, page: 1, per_page: 1 });
    expect(list.json().data[0].name).toBe('Quote request');
    const searched = await t.api('GET', `/landings/${w.demo.id}/forms?search=news`, w.owner);
    expect(searched.json().data.map((f: { name: string }) => f.name)).toEqual(['Newsletter']);
    const literal = await t.api('GET', `/landings/${w.demo.id}/forms?search=%25`, w.owner);
    expect(literal.json().meta.total).toBe(0);
  });

  it('reads and updates one form, refusing stale versions', async () => {
    const read = await t.api('GET', `/landings/${w.demo.id}/forms/${formId}`, w.owner);
    expect(read.json().data.name).toBe('Newsletter');
    const updated = await t.api('PUT', `/landings/${w.demo.id}/forms/${formId}`, w.owner, {
      name: 'Newsletter sign-up',
      fields: [formFieldFromPreset('email')],
      success_message: 'Welcome aboard.',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Newsletter sign-up',
      version: 2,
      success_message: 'Welcome aboard.',
    });
    const stale = await t.api('PUT', `/landings/${w.demo.id}/forms/${formId}`, w.owner, {
      name: 'Lost edit',
      fields: [formFieldFromPreset('email')],
      success_message: '',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.api('GET', `/landings/${w.demo.id}/forms/${formId}`, w.owner)).json().data.name).toBe(
      'Newsletter sign-up',
    );
  });

  it('answers 422 for malformed input', async () => {
    const url = `/landings/${w.demo.id}/forms`;
    expect(errorsOf(await t.api('POST', url, w.owner, {}))).toHaveProperty('name');
    expect(errorsOf(await t.api('POST', url, w.owner, { name: '   ' }))).toHaveProperty('name');
    expect(errorsOf(await t.api('POST', url, w.owner, { name: 'x'.repeat(101) }))).toHaveProperty('name');
    expect(errorsOf(await t.api('POST', url, w.owner, { name: 'No fields', fields: [] }))).toHaveProperty(
      'fields',
    );
    const twice = errorsOf(
      await t.api('POST', url, w.owner, {
        name: 'Twice',
        fields: [formFieldFromPreset('email'), formFieldFromPreset('email')],
      }),
    );
    expect(twice['fields.1.name']).toEqual(['Field name "email" is used twice.']);
    const badName = errorsOf(
      await t.api('POST', url, w.owner, {
        name: 'Bad',
        fields: [{ name: '1st', label: 'First', type: 'text' }],
      }),
    );
    expect(badName['fields.0.name']).toBeDefined();
    const badType = errorsOf(
      await t.api('POST', url, w.owner, {
        name: 'Bad type',
        fields: [{ name: 'x', label: 'X', type: 'file' }],
      }),
    );
    expect(badType['fields.0.type']).toBeDefined();
    const noChoices = errorsOf(
      await t.api('POST', url, w.owner, {
        name: 'No choices',
        fields: [{ name: 'pick', label: 'Pick', type: 'select' }],
      }),
    );
    expect(noChoices['fields.0.choices']).toEqual(['A dropdown needs at least one choice.']);
    expect(errorsOf(await t.api('POST', url, w.owner, { name: 'Extra', admin: true }))).toBeDefined();
    const taken = errorsOf(await t.api('POST', url, w.owner, { name: 'Quote request' }));
    expect(taken.name).toEqual(['A form with this name already exists on this website.']);
    const put = `/landings/${w.demo.id}/forms/${formId}`;
    expect(
      errorsOf(
        await t.api('PUT', put, w.owner, {
          name: 'No version',
          fields: DEFAULT_FORM_FIELDS,
          success_message: '',
        }),
      ),
    ).toHaveProperty('version');
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/forms/abc`, w.owner))).toHaveProperty(
      'formId',
    );
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/forms?per_page=500`, w.owner))).toHaveProperty(
      'per_page',
    );
    expect(errorsOf(await t.api('GET', `/landings/${w.demo.id}/forms?sort=secret`, w.owner))).toHaveProperty(
      'sort',
    );
  });

  it('keeps forms inside their site and agency', async () => {
    const own = `/landings/${w.demo.id}/forms/${formId}`;
    // Another agency's owner: the site and its forms do not exist for them.
    expect((await t.api('GET', `/landings/${w.demo.id}/forms`, w.otherOwner)).statusCode).toBe(404);
    expect((await t.api('GET', own, w.otherOwner)).statusCode).toBe(404);
    expect(
      (
        await t.api('PUT', own, w.otherOwner, {
          name: 'x',
          fields: DEFAULT_FORM_FIELDS,
          success_message: '',
          version: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.api('DELETE', own, w.otherOwner)).statusCode).toBe(404);
    expect(
      (await t.api('POST', `/landings/${w.demo.id}/forms`, w.otherOwner, { name: 'Intruder' })).statusCode,
    ).toBe(404);
    // The same form id under another site is not found either.
    expect((await t.api('GET', `/landings/${w.launchpad.id}/forms/${formId}`, w.owner)).statusCode).toBe(404);
    expect((await t.api('GET', `/landings/${w.otherSiteId}/forms`, w.owner)).statusCode).toBe(404);
    // A sub-user without the site.
    expect((await t.api('GET', `/landings/${w.demo.id}/forms`, w.websiteUser)).statusCode).toBe(404);
    expect((await t.api('DELETE', own, w.websiteUser)).statusCode).toBe(404);
    // A sub-user with the site but only view/edit_design: may list (the editor's picker), not change.
    const launchForm = await t.api('POST', `/landings/${w.launchpad.id}/forms`, w.owner, { name: 'Trial' });
    const launchFormId = launchForm.json().data.id;
    expect((await t.api('GET', `/landings/${w.launchpad.id}/forms`, w.websiteUser)).statusCode).toBe(200);
    expect(
      (await t.api('POST', `/landings/${w.launchpad.id}/forms`, w.websiteUser, { name: 'Nope' })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.api('PUT', `/landings/${w.launchpad.id}/forms/${launchFormId}`, w.websiteUser, {
          name: 'x',
          fields: DEFAULT_FORM_FIELDS,
          success_message: '',
          version: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.api('DELETE', `/landings/${w.launchpad.id}/forms/${launchFormId}`, w.websiteUser)).statusCode,
    ).toBe(403);
    // Given manage_forms, the same user may.
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design', 'manage_forms']);
    expect(
      (await t.api('POST', `/landings/${w.launchpad.id}/forms`, w.websiteUser, { name: 'Allowed' }))
        .statusCode,
    ).toBe(200);
    await setWebsiteUserPermissions(t, w.launchpad.id, ['view', 'edit_design']);
    // The agency user holds every permission on demo.
    expect((await t.api('GET', own, w.agencyUser)).statusCode).toBe(200);
  });

  it('deletes a form', async () => {
    const response = await t.api('DELETE', `/landings/${w.demo.id}/forms/${formId}`, w.owner);
    expect(response.json()).toEqual({ success: true, message: 'The form “Newsletter sign-up” was deleted.' });
    expect((await t.api('GET', `/landings/${w.demo.id}/forms/${formId}`, w.owner)).statusCode).toBe(404);
    expect((await t.api('DELETE', `/landings/${w.demo.id}/forms/${formId}`, w.owner)).statusCode).toBe(404);
  });
});
