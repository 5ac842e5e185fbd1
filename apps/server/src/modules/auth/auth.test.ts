import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { autoLoginHash } from './service.ts';
import { MAX_FAILURES_PER_ACCOUNT_AND_IP } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token: string | null) => t.request({ method: 'GET', url: '/api/v1/profile', token });

describe('POST /login', () => {
  it('returns a bearer token and the role', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: ' Agency@Demo.Tessera ', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', role: 'Agency' });
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect((await profile(body.access_token)).json().data.email).toBe(DEMO.agency);
  });

  it('answers 422 on email for a wrong password and for an unknown account alike', async () => {
    for (const email of [DEMO.admin, 'nobody@demo.tessera']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: '10.9.9.1',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('names each missing or malformed field', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a body that is not JSON and one that is too large', async () => {
    const broken = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const huge = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: DEMO.admin, password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('throttles one account from one IP without locking its owner out elsewhere', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: DEMO.websiteUser, password },
        remoteAddress,
      });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await attempt('guess-wrong', '203.0.113.7')).statusCode).toBe(422);
    }
    const blocked = await attempt(TEST_PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
    );
    expect((await attempt(TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('401s without a token, with a garbage token and with an expired one', async () => {
    expect((await profile(null)).statusCode).toBe(401);
    expect((await profile('not-a-token')).statusCode).toBe(401);
    const token = await t.login(DEMO.agencyUser);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('revokes the token on logout at once', async () => {
    const token = await t.login(DEMO.cardUser);
    expect((await profile(token)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/v1/logout', token });
    expect(out.json()).toEqual({ success: true, message: 'You have been signed out.' });
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('POST /register and /check-email', () => {
  it('creates an agency owner on a free-register agency and signs them in', async () => {
    const email = 'new.owner@example.com';
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/check-email', payload: { email } })).json(),
    ).toEqual({
      data: { available: true },
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: { name: 'Nia Owner', agency_name: 'Nia Studio', email, password: 'a-strong-password' },
    });
    expect(response.statusCode).toBe(200);
    const me = (await profile(response.json().access_token)).json().data;
    expect(me).toMatchObject({
      role: 'Agency',
      blocked: false,
      agency: { name: 'Nia Studio', free_register: true },
    });
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/check-email', payload: { email } })).json().data
        .available,
    ).toBe(false);
  });

  it('answers 422 on email when the address is taken, and on each bad field', async () => {
    const taken = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: { name: 'X', agency_name: 'Y', email: DEMO.agency, password: 'a-strong-password' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: { name: '', agency_name: 'Y', email: 'not-an-email', password: 'short' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
    });
  });

  it('registers only on a white-label host', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      headers: { host: 'evil.example' },
      payload: { name: 'X', agency_name: 'Y', email: 'x@example.com', password: 'a-strong-password' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('password reset through the mail file', () => {
  it('mails a link whose token sets a new password once and ends every session', async () => {
    const oldToken = await t.login(DEMO.agencyUser);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { email: 'ghost@demo.tessera' },
    });
    const known = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { email: DEMO.agencyUser },
    });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().success).toBe(true);

    const mail = (await t.sentMail()).at(-1)!;
    expect(mail).toContain(`To: ${DEMO.agencyUser}`);
    // The test app is not listening and sets no SITES_PORT: the white label's domain, no port.
    const link = /http:\/\/localhost\/passwords\/reset\?token=([\w-]+)&email=([^\s"]+)/.exec(mail);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { token, email: DEMO.agencyUser, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(oldToken)).statusCode).toBe(401);
    await t.login(DEMO.agencyUser, 'brand-new-password');

    const reused = await t.request({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      payload: { token, email: DEMO.agencyUser, password: 'another-password' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });
});

describe('changing passwords', () => {
  it('needs the current password and then revokes the other sessions', async () => {
    const email = 'changer@example.com';
    const registered = await t.request({
      method: 'POST',
      url: '/api/v1/register',
      payload: { name: 'C', agency_name: 'C Co', email, password: 'first-password' },
    });
    const token = registered.json().access_token;
    for (const url of ['/api/v1/passwords/change', '/api/v1/change-password']) {
      const wrong = await t.request({
        method: 'POST',
        url,
        token,
        payload: { current_password: 'nope', password: 'second-password' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/change-password',
      token,
      payload: { current_password: 'first-password', password: 'second-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    await t.login(email, 'second-password');
  });

  it("lets an owner set its own users' passwords and no one else's", async () => {
    const [websiteUser] = await t.database.db.select().from(users).where(eq(users.email, DEMO.websiteUser));
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin));
    const url = (id: number) => `/api/v1/users/${id}/change-password`;
    const owner = await t.login(DEMO.agency);
    const ok = await t.request({
      method: 'POST',
      url: url(websiteUser!.id),
      token: owner,
      payload: { password: 'set-by-owner-1' },
    });
    expect(ok.statusCode).toBe(200);
    await t.login(DEMO.websiteUser, 'set-by-owner-1');
    const notTheirs = await t.request({
      method: 'POST',
      url: url(admin!.id),
      token: owner,
      payload: { password: 'set-by-owner-1' },
    });
    expect(notTheirs.statusCode).toBe(404);
    const subUser = await t.login(DEMO.cardUser);
    const forbidden = await t.request({
      method: 'POST',
      url: url(websiteUser!.id),
      token: subUser,
      payload: { password: 'x-x-x-x-x-x' },
    });
    expect(forbidden.statusCode).toBe(403);
    const short = await t.request({
      method: 'POST',
      url: url(websiteUser!.id),
      token: owner,
      payload: { password: 'x' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['The password must be at least 8 characters.']);
    const badId = await t.request({
      method: 'POST',
      url: url(0),
      token: owner,
      payload: { password: 'x-x-x-x-x-x' },
    });
    expect(badId.statusCode).toBe(422);
  });
});

describe('POST /check-validity', () => {
  it('signs in with a valid hash and refuses tampered or expired ones', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
    const hash = autoLoginHash(t.config.SECRET_KEY, owner!, Date.now() + 60_000);
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/check-validity',
      payload: { access_token: hash, uid: owner!.id, redirect_url: '/agency/websites' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ role: 'Agency', redirect_url: '/agency/websites' });
    expect((await profile(ok.json().data.access_token)).statusCode).toBe(200);

    const offsite = await t.request({
      method: 'POST',
      url: '/api/v1/check-validity',
      payload: { access_token: hash, uid: owner!.id, redirect_url: '//evil.example/' },
    });
    expect(offsite.json().data.redirect_url).toBeNull();

    const tampered = await t.request({
      method: 'POST',
      url: '/api/v1/check-validity',
      payload: { access_token: `${hash}x`, uid: owner!.id },
    });
    expect(tampered.statusCode).toBe(422);
    const expired = autoLoginHash(t.config.SECRET_KEY, owner!, Date.now() - 1);
    const old = await t.request({
      method: 'POST',
      url: '/api/v1/check-validity',
      payload: { access_token: expired, uid: owner!.id },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.access_token).toEqual(['This sign-in link is invalid or has expired.']);
  });
});

describe('impersonation', () => {
  async function userId(email: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }

  it('lets an admin act as an agency owner and come back, with an audit trail', async () => {
    const admin = await t.login(DEMO.admin);
    const ownerId = await userId(DEMO.agency);
    const started = await t.request({ method: 'POST', url: `/api/v1/impersonate/${ownerId}`, token: admin });
    expect(started.statusCode).toBe(200);
    const asOwner = started.json().access_token;
    const me = (await profile(asOwner)).json().data;
    expect(me).toMatchObject({ email: DEMO.agency, impersonator: { name: 'Ada Admin', role: 'Admin' } });

    const nested = await t.request({
      method: 'POST',
      url: `/api/v1/impersonate/${await userId(DEMO.cardUser)}`,
      token: asOwner,
    });
    expect(nested.statusCode).toBe(403);

    const stopped = await t.request({ method: 'DELETE', url: '/api/v1/impersonate', token: asOwner });
    expect(stopped.statusCode).toBe(200);
    expect((await profile(asOwner)).statusCode).toBe(401);
    expect((await profile(admin)).json().data.email).toBe(DEMO.admin);

    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, ownerId));
    expect(actions.map((a) => a.action)).toEqual(['impersonation.start', 'impersonation.stop']);
  });

  it('ends the impersonation when the admin who started it signs out', async () => {
    const admin = await t.login(DEMO.admin);
    const otherAdminSession = await t.login(DEMO.admin);
    const started = await t.api('POST', `/impersonate/${await userId(DEMO.agency)}`, admin);
    const asOwner = started.json().access_token as string;
    // An impersonation started from another session of the same admin is not touched.
    const fromOther = (
      await t.api('POST', `/impersonate/${await userId(DEMO.agency)}`, otherAdminSession)
    ).json().access_token as string;
    expect((await profile(asOwner)).statusCode).toBe(200);

    expect((await t.api('POST', '/logout', admin)).statusCode).toBe(200);
    expect((await profile(asOwner)).statusCode).toBe(401);
    expect((await t.api('GET', '/landings', asOwner)).statusCode).toBe(401);
    expect((await profile(fromOther)).statusCode).toBe(200);
    await t.api('DELETE', '/impersonate', fromOther);
    await t.api('POST', '/logout', otherAdminSession);
  });

  it('ends the impersonations an admin started when their password changes', async () => {
    const admin = await t.login(DEMO.admin);
    const asOwner = (await t.api('POST', `/impersonate/${await userId(DEMO.agency)}`, admin)).json()
      .access_token as string;
    const changed = await t.api('POST', '/passwords/change', admin, {
      current_password: TEST_PASSWORD,
      password: TEST_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(asOwner)).statusCode).toBe(401);
  });

  it('lets an owner act as its own users only', async () => {
    const owner = await t.login(DEMO.agency);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/impersonate/${await userId(DEMO.cardUser)}`,
          token: owner,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/impersonate/${await userId(DEMO.admin)}`,
          token: owner,
        })
      ).statusCode,
    ).toBe(404);
    const admin = await t.login(DEMO.admin);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/impersonate/${await userId(DEMO.cardUser)}`,
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
    const agencyUser = await t.login(DEMO.agencyUser, 'brand-new-password');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/impersonate/${await userId(DEMO.cardUser)}`,
          token: agencyUser,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/impersonate/abc', token: owner })).statusCode,
    ).toBe(422);
    const notImpersonating = await t.request({ method: 'DELETE', url: '/api/v1/impersonate', token: owner });
    expect(notImpersonating.statusCode).toBe(409);
  });
});
