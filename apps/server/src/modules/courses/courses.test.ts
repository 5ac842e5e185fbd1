import type { PageDocument } from '@tessera/document';
import { elementsOf } from '@tessera/document';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TEST_PASSWORD_COST } from '../../../test/database-template.ts';
import { designRecordApp, linkOf, PREVIEW_HOST, testCalls } from '../../../test/design-records.ts';
import { headlineDocument } from '../../../test/documents.ts';
import { insertPlan } from '../../../test/plans.ts';
import { DEMO, type TestApp } from '../../../test/test-app.ts';
import { agencies, coursePlans, courses, plans, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { DEMO_COURSE_TITLE } from './seed.ts';
import { heldPlanNames, type PlanHolder } from './visibility.ts';

let t: TestApp;
let admin: string, owner: string, agencyUser: string, websiteUser: string, cardUser: string;
let demoAgencyId: number;
let whitelabelId: number;
const planIds: Record<string, number> = {};

const { call, onHost, linkPage, listOf, expectSavedOnce, next, unique } = testCalls(() => t);

interface Detail {
  id: number;
  title: string;
  description: string;
  thumbnail_url: string | null;
  published: boolean;
  published_at: string | null;
  has_unpublished_changes: boolean;
  version: number;
  plans: Array<{ id: number; name: string }>;
  document: PageDocument;
}

async function newCourse(body: Record<string, unknown> = {}): Promise<Detail> {
  const response = await call('POST', '/admin-courses', admin, { title: unique('Course'), ...body });
  expect(response.statusCode).toBe(201);
  return response.json().data as Detail;
}

async function design(id: number, text: string, version: number) {
  return call('PUT', `/admin-courses/${id}/design`, admin, {
    document: headlineDocument(text),
    version,
    idempotency_key: `course-save-${next()}-aaaa`,
  });
}

const publish = (id: number, published = true) =>
  call('POST', `/admin-courses/${id}/publish`, admin, { published });

/** A published course in `plan` whose design says `text`. */
async function publishedCourse(text: string, plan = 'agency-monthly', title = unique('Course')) {
  const course = await newCourse({ title, plan_ids: [planIds[plan]] });
  expect((await design(course.id, text, 1)).statusCode).toBe(200);
  expect((await publish(course.id)).statusCode).toBe(200);
  return course;
}

/** A new agency with an owner who can sign in; `patch` sets its plans and statuses. */
async function agencyWithOwner(
  patch: Partial<typeof agencies.$inferInsert>,
): Promise<{ id: number; token: string }> {
  const [agency] = await t.database.db
    .insert(agencies)
    .values({
      whitelabelId,
      name: unique('Course agency'),
      subscribed: true,
      stripeStatus: 'active',
      ...patch,
    })
    .returning({ id: agencies.id });
  const email = `owner${next()}@courses.test`;
  await t.database.db.insert(users).values({
    email,
    name: 'Course Owner',
    role: 'Agency',
    agencyId: agency!.id,
    passwordHash: await hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST),
  });
  return { id: agency!.id, token: await t.login(email) };
}

beforeAll(async () => {
  ({
    t,
    callers: { admin, owner, agencyUser, websiteUser, cardUser },
  } = await designRecordApp());
  const [demoOwner] = await t.database.db.select().from(users).where(eq(users.email, DEMO.agency));
  demoAgencyId = demoOwner!.agencyId!;
  const [demoAgency] = await t.database.db.select().from(agencies).where(eq(agencies.id, demoAgencyId));
  whitelabelId = demoAgency!.whitelabelId;
  for (const plan of await t.database.db.select().from(plans)) planIds[plan.name] = plan.id;
  planIds['courses-app'] = (await insertPlan(t.database.db, { name: 'courses-app', type: 'app' })).id;
});
afterAll(() => t.close());

describe('admin courses', () => {
  it('creates a blank course or one from the sample course, with plans; 422 with field messages', async () => {
    const blank = await newCourse({
      title: '  Onboarding basics  ',
      description: 'For new clients',
      thumbnail_url: 'https://cdn.example.com/onboarding.png',
      plan_ids: [planIds['agency-yearly'], planIds['agency-monthly']],
    });
    expect(blank).toMatchObject({
      title: 'Onboarding basics',
      description: 'For new clients',
      thumbnail_url: 'https://cdn.example.com/onboarding.png',
      published: false,
      published_at: null,
      version: 1,
    });
    expect(blank.plans.map((p) => p.name)).toEqual(['agency-monthly', 'agency-yearly']);
    expect(blank.document.sections).toEqual([]);

    const sample = await newCourse({ start_from: 'online-course', thumbnail_url: '' });
    expect(sample.thumbnail_url).toBeNull();
    expect(elementsOf(sample.document).map((e) => e.key)).toEqual(expect.arrayContaining(['video', 'faq']));
    // Fresh ids: two courses from the sample share no node id.
    const again = await newCourse({ start_from: 'online-course' });
    const ids = new Set(elementsOf(sample.document).map((e) => e.id));
    expect(elementsOf(again.document).some((e) => ids.has(e.id))).toBe(false);

    const missing = await call('POST', '/admin-courses', admin, { title: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ title: ['The title field is required.'] });
    const bad = await call('POST', '/admin-courses', admin, {
      title: 'X',
      thumbnail_url: 'javascript:alert(1)',
      plan_ids: [1, 1],
      start_from: 'webinar',
      extra: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      expect.arrayContaining(['plan_ids', 'start_from', 'thumbnail_url']),
    );
    const unknownPlan = await call('POST', '/admin-courses', admin, { title: 'X', plan_ids: [999999] });
    expect(unknownPlan.statusCode).toBe(422);
    expect(unknownPlan.json().errors).toEqual({ plan_ids: ['Choose plans from the list.'] });
  });

  it('lists with search, published and plan filters, sorting and pagination with the total', async () => {
    const a = await newCourse({ title: 'Zoning for roofers', plan_ids: [planIds['agency-yearly']] });
    const b = await newCourse({ title: 'avocado roofers' });
    const c = await newCourse({ title: 'Gutters', description: 'Roofers and their gutters' });
    await publish(b.id);

    const courseList = listOf<{ id: number; plans: Array<{ name: string }> }>('/admin-courses', admin);
    const list = courseList.page;
    const byTitle = await list('search=roofers&sort=title&order=asc');
    expect(byTitle.data.map((r) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(byTitle.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect(byTitle.data[2]!.plans.map((p) => p.name)).toEqual(['agency-yearly']);
    expect((await list('search=roofers&sort=title&order=desc')).data.map((r) => r.id)).toEqual([
      a.id,
      c.id,
      b.id,
    ]);
    expect((await list('search=roofers&published=true')).data.map((r) => r.id)).toEqual([b.id]);
    expect((await list('search=roofers&published=false&sort=title&order=asc')).data.map((r) => r.id)).toEqual(
      [c.id, a.id],
    );
    expect((await list(`search=roofers&plan_id=${planIds['agency-yearly']}`)).data.map((r) => r.id)).toEqual([
      a.id,
    ]);
    // Newest edit first by default.
    await call('PUT', `/admin-courses/${a.id}`, admin, { description: 'Edited last' });
    expect((await list('search=roofers')).data[0]!.id).toBe(a.id);
    await courseList.expectSecondPage('roofers', 'title', a.id);

    await courseList.expectRefused('sort=colour&per_page=1000&published=maybe', [
      'per_page',
      'published',
      'sort',
    ]);
  });

  it('updates details and replaces the plans; 404 and 422 as due', async () => {
    const course = await newCourse({ plan_ids: [planIds['agency-monthly']] });
    const updated = await call('PUT', `/admin-courses/${course.id}`, admin, {
      title: 'Renamed course',
      description: 'New words',
      thumbnail_url: '/_media/samples/agency/founders.webp',
      plan_ids: [planIds['agency-yearly'], planIds['courses-app']],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Renamed course',
      description: 'New words',
      thumbnail_url: '/_media/samples/agency/founders.webp',
    });
    expect(updated.json().data.plans.map((p: { name: string }) => p.name)).toEqual([
      'agency-yearly',
      'courses-app',
    ]);
    const cleared = await call('PUT', `/admin-courses/${course.id}`, admin, {
      plan_ids: [],
      thumbnail_url: null,
    });
    expect(cleared.json().data).toMatchObject({ plans: [], thumbnail_url: null, title: 'Renamed course' });

    expect((await call('PUT', `/admin-courses/${course.id}`, admin, {})).statusCode).toBe(422);
    const unknownPlan = await call('PUT', `/admin-courses/${course.id}`, admin, { plan_ids: [999999] });
    expect(unknownPlan.statusCode).toBe(422);
    expect(unknownPlan.json().errors.plan_ids).toEqual(['Choose plans from the list.']);
    const protocolRelative = await call('PUT', `/admin-courses/${course.id}`, admin, {
      thumbnail_url: '//evil.example/x.png',
    });
    expect(protocolRelative.statusCode).toBe(422);
    expect((await call('PUT', '/admin-courses/999999', admin, { title: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/admin-courses/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/admin-courses/abc', admin)).statusCode).toBe(422);
  });

  it('saves designs like pages: new version, 409 when stale, 422 for a broken document, retries once', async () => {
    const course = await newCourse();
    const saved = await design(course.id, 'First lesson', 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: course.id, version: 2, replayed: false });

    const stale = await design(course.id, 'Someone else', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/This course was changed elsewhere/);

    const body = { document: headlineDocument('Retried'), version: 2, idempotency_key: 'retry-course-1' };
    const receipt = await expectSavedOnce(`/admin-courses/${course.id}/design`, admin, body, 3);
    expect(receipt).toMatchObject({ kind: 'course', targetId: course.id, agencyId: null });

    const broken = await call('PUT', `/admin-courses/${course.id}/design`, admin, {
      document: { schemaVersion: 1 },
      version: 3,
    });
    expect(broken.statusCode).toBe(422);
    const noVersion = await call('PUT', `/admin-courses/${course.id}/design`, admin, {
      document: headlineDocument('x'),
    });
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors.version).toBeDefined();
    const read = (await call('GET', `/admin-courses/${course.id}`, admin)).json().data;
    expect(read.version).toBe(3);
    expect(JSON.stringify(read.document)).toContain('<h1>Retried</h1>');
    expect((await design(999999, 'x', 1)).statusCode).toBe(404);
  });

  it('publishes the current draft, marks later edits, says who sees it, and unpublishes', async () => {
    const loose = await newCourse();
    const alone = await publish(loose.id);
    expect(alone.statusCode).toBe(200);
    expect(alone.json().message).toBe('The course is published. It is in no plan yet, so no agency sees it.');

    const course = await newCourse({ plan_ids: [planIds['agency-monthly']] });
    await design(course.id, 'Published words', 1);
    const published = await publish(course.id);
    expect(published.json().message).toBe('The course is published: agencies on agency-monthly see it.');
    let read = (await call('GET', `/admin-courses/${course.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: true, has_unpublished_changes: false });
    expect(read.published_at).not.toBeNull();

    await design(course.id, 'Later words', 2);
    read = (await call('GET', `/admin-courses/${course.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: true, has_unpublished_changes: true, version: 3 });
    // A body-less publish publishes the newer draft.
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/admin-courses/${course.id}/publish`,
      token: admin,
    });
    expect(again.statusCode).toBe(200);
    read = (await call('GET', `/admin-courses/${course.id}`, admin)).json().data;
    expect(read.has_unpublished_changes).toBe(false);

    const off = await publish(course.id, false);
    expect(off.json().message).toBe('The course is no longer published: no agency sees it.');
    read = (await call('GET', `/admin-courses/${course.id}`, admin)).json().data;
    expect(read).toMatchObject({ published: false, has_unpublished_changes: false, published_at: null });
    expect((await publish(999999)).statusCode).toBe(404);
    expect(
      (await call('POST', `/admin-courses/${course.id}/publish`, admin, { published: 'yes' })).statusCode,
    ).toBe(422);
  });

  it('clones as "… (copy)": unpublished, same plans, the draft with fresh ids', async () => {
    const source = await publishedCourse('Original lesson');
    await design(source.id, 'Draft lesson', 2);
    const response = await call('POST', `/admin-courses/${source.id}/clone`, admin);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data as Detail;
    expect(copy).toMatchObject({
      title: `${source.title} (copy)`,
      published: false,
      version: 1,
      plans: [expect.objectContaining({ name: 'agency-monthly' })],
    });
    expect(JSON.stringify(copy.document)).toContain('Draft lesson');
    const sourceIds = new Set(
      elementsOf((await call('GET', `/admin-courses/${source.id}`, admin)).json().data.document).map(
        (e) => e.id,
      ),
    );
    expect(elementsOf(copy.document).some((e) => sourceIds.has(e.id))).toBe(false);
    // Unpublished: the agency does not see the copy.
    expect((await call('GET', `/agency-courses/${copy.id}`, owner)).statusCode).toBe(404);
    expect((await call('POST', '/admin-courses/999999/clone', admin)).statusCode).toBe(404);
  });

  it('deletes a course with its plan links; 404 after', async () => {
    const course = await newCourse({ plan_ids: [planIds['agency-monthly']] });
    const gone = await call('DELETE', `/admin-courses/${course.id}`, admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: `The course ${course.title} is deleted.` });
    expect((await call('GET', `/admin-courses/${course.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin-courses/${course.id}`, admin)).statusCode).toBe(404);
    expect(await t.database.db.select().from(coursePlans).where(eq(coursePlans.courseId, course.id))).toEqual(
      [],
    );
  });

  it('offers every plan for the picker, agency plans first', async () => {
    const response = await call('GET', '/admin-courses/plans', admin);
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((p: { name: string }) => p.name);
    expect(names.slice(0, 2)).toEqual(['agency-monthly', 'agency-yearly']);
    expect(names).toEqual(expect.arrayContaining(['courses-app', 'reseller-unlimited']));
  });

  it('gives the editor the preview host as its landing link, with nothing of any site', async () => {
    const course = await newCourse({ title: 'Editor data course' });
    const response = await call('GET', `/admin-courses/${course.id}/editor-data`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      landing: { id: 0, title: 'Editor data course', url: 'http://preview.localhost:3000' },
      pages: [],
      forms: [],
    });
    expect((await call('GET', '/admin-courses/999999/editor-data', admin)).statusCode).toBe(404);
  });

  it('lets only admins in', async () => {
    const course = await newCourse();
    for (const token of [owner, agencyUser, websiteUser, cardUser]) {
      expect((await call('GET', '/admin-courses', token)).statusCode).toBe(403);
      expect((await call('GET', `/admin-courses/${course.id}`, token)).statusCode).toBe(403);
      expect((await call('POST', '/admin-courses', token, { title: 'X' })).statusCode).toBe(403);
      expect((await call('POST', `/admin-courses/${course.id}/preview-link`, token)).statusCode).toBe(403);
      expect((await call('GET', '/subscriptions/price_course_relations', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/admin-courses', null)).statusCode).toBe(401);
  });
});

describe('GET /subscriptions/price_course_relations', () => {
  it('lists which plan includes which course, newest first, with filters', async () => {
    const course = await newCourse({ title: unique('Relations'), plan_ids: [planIds['agency-monthly']] });
    // Added later: listed first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('PUT', `/admin-courses/${course.id}`, admin, {
      plan_ids: [planIds['agency-monthly'], planIds['courses-app']],
    });
    const response = await call('GET', `/subscriptions/price_course_relations?course_id=${course.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ total: 2, page: 1, per_page: 50 });
    expect(response.json().data.map((r: { plan: { name: string } }) => r.plan.name)).toEqual([
      'courses-app',
      'agency-monthly',
    ]);
    expect(response.json().data[0]).toMatchObject({
      course: { id: course.id, title: course.title, published: false },
      plan: { id: planIds['courses-app'], type: 'app' },
    });
    const all = (await call('GET', '/subscriptions/price_course_relations?per_page=100', admin)).json();
    const dates = all.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byPlan = await call(
      'GET',
      `/subscriptions/price_course_relations?plan_id=${planIds['courses-app']}&course_id=${course.id}`,
      admin,
    );
    expect(byPlan.json().data).toHaveLength(1);
    const bad = await call('GET', '/subscriptions/price_course_relations?course_id=x', admin);
    expect(bad.statusCode).toBe(422);
  });
});

describe('the agency’s courses', () => {
  it('shows the demo agency the seeded course of its plan', async () => {
    const list = await call('GET', `/agency-courses?search=${encodeURIComponent('lead generation')}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ title: DEMO_COURSE_TITLE, plans: ['agency-monthly'] }),
    ]);
    const id = list.json().data[0].id;
    const one = await call('GET', `/agency-courses/${id}`, owner);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id,
      title: DEMO_COURSE_TITLE,
      thumbnail_url: expect.any(String),
    });
    // Nothing of the draft reaches the agency.
    expect(one.body).not.toContain('document');
  });

  it('lists only published courses of plans the agency holds; 404 for the others', async () => {
    const shown = await publishedCourse('Shown lesson', 'agency-monthly', unique('Visibility shown'));
    const otherPlan = await publishedCourse('Other plan lesson', 'agency-yearly', unique('Visibility other'));
    const draft = await newCourse({
      title: unique('Visibility draft'),
      plan_ids: [planIds['agency-monthly']],
    });
    const loose = await newCourse({ title: unique('Visibility loose') });
    await publish(loose.id);

    const listed = (await call('GET', '/agency-courses?search=visibility&per_page=100', owner)).json();
    expect(listed.data.map((c: { id: number }) => c.id)).toEqual([shown.id]);
    expect(listed.meta.total).toBe(1);
    for (const hidden of [otherPlan, draft, loose]) {
      expect((await call('GET', `/agency-courses/${hidden.id}`, owner)).statusCode).toBe(404);
      expect((await call('POST', `/agency-courses/${hidden.id}/view-link`, owner)).statusCode).toBe(404);
    }
    expect((await call('GET', '/agency-courses/999999', owner)).statusCode).toBe(404);

    // Moving the course into the agency's plan shows it; unpublishing hides it again.
    await call('PUT', `/admin-courses/${otherPlan.id}`, admin, {
      plan_ids: [planIds['agency-yearly'], planIds['agency-monthly']],
    });
    expect((await call('GET', `/agency-courses/${otherPlan.id}`, owner)).statusCode).toBe(200);
    await publish(shown.id, false);
    expect((await call('GET', `/agency-courses/${shown.id}`, owner)).statusCode).toBe(404);
  });

  it('searches, sorts and pages', async () => {
    const names = ['Alpha pager', 'beta pager', 'Gamma pager'];
    for (const title of names) await publishedCourse('x', 'agency-monthly', title);
    const read = async (query: string) =>
      (await call('GET', `/agency-courses?search=pager&${query}`, owner)).json();
    expect((await read('sort=title&order=asc')).data.map((c: { title: string }) => c.title)).toEqual(names);
    expect((await read('sort=title&order=desc')).data.map((c: { title: string }) => c.title)).toEqual(
      [...names].reverse(),
    );
    expect((await read('sort=published_at&order=desc')).data[0].title).toBe('Gamma pager');
    const page = await read('sort=title&per_page=2&page=2');
    expect(page.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(page.data.map((c: { title: string }) => c.title)).toEqual(['Gamma pager']);
    const bad = await call('GET', '/agency-courses?sort=price', owner);
    expect(bad.statusCode).toBe(422);
  });

  it('is the agency owner’s: members, card users and admins get 403', async () => {
    for (const token of [agencyUser, websiteUser, cardUser, admin]) {
      expect((await call('GET', '/agency-courses', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/agency-courses', null)).statusCode).toBe(401);
  });

  it('follows the plans an agency holds: agency, reseller and app plans; not incomplete, still canceled', async () => {
    const reseller = await publishedCourse('Reseller lesson', 'reseller-unlimited', unique('Rule reseller'));
    const app = await publishedCourse('App lesson', 'courses-app', unique('Rule app'));
    const monthly = await publishedCourse('Monthly lesson', 'agency-monthly', unique('Rule monthly'));
    const visible = async (token: string) =>
      (await call('GET', '/agency-courses?search=rule&per_page=100', token))
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort();

    const none = await agencyWithOwner({});
    expect(await visible(none.token)).toEqual([]);
    expect((await call('GET', `/agency-courses/${monthly.id}`, none.token)).statusCode).toBe(404);

    const resellerAgency = await agencyWithOwner({
      resellerPlan: 'reseller-unlimited',
      resellerStatus: 'active',
    });
    expect(await visible(resellerAgency.token)).toEqual([reseller.id]);

    const appAgency = await agencyWithOwner({ appPlans: ['courses-app'] });
    expect(await visible(appAgency.token)).toEqual([app.id]);

    const incomplete = await agencyWithOwner({ stripePrice: 'agency-monthly', stripeStatus: 'incomplete' });
    expect(await visible(incomplete.token)).toEqual([]);

    // Canceled and no longer subscribed: SPEC §4 keeps a course holder in, with its courses.
    const canceled = await agencyWithOwner({
      stripePrice: 'agency-monthly',
      stripeStatus: 'canceled',
      subscribed: false,
    });
    expect(await visible(canceled.token)).toEqual([monthly.id]);
  });

  it('unit: heldPlanNames reads the plan fields of an agency', () => {
    const base: PlanHolder = {
      status: 'active',
      stripePrice: null,
      stripeStatus: 'none',
      resellerPlan: null,
      resellerStatus: 'none',
      appPlans: [],
    };
    expect(heldPlanNames(null)).toEqual([]);
    expect(heldPlanNames(base)).toEqual([]);
    expect(
      heldPlanNames({
        ...base,
        stripePrice: 'a',
        stripeStatus: 'past_due',
        resellerPlan: 'r',
        resellerStatus: 'canceled',
        appPlans: ['x', 'a'],
      }),
    ).toEqual(['a', 'r', 'x']);
    expect(heldPlanNames({ ...base, stripePrice: 'a', stripeStatus: 'incomplete' })).toEqual([]);
    expect(heldPlanNames({ ...base, status: 'archived', stripePrice: 'a', stripeStatus: 'active' })).toEqual(
      [],
    );
  });
});

describe('hasCourses and the SPEC §4 course-holder exemption', () => {
  const profile = async (token: string) => (await call('GET', '/profile', token)).json().data;
  /** A plan no course is in. */
  const EMPTY_PLAN = 'plan-without-courses';
  beforeAll(async () => {
    await insertPlan(t.database.db, { name: EMPTY_PLAN, type: 'agency' });
  });

  it('says whether the user may open courses', async () => {
    expect((await profile(owner)).hasCourses).toBe(true);
    expect((await profile(agencyUser)).hasCourses).toBe(false);
    expect((await profile(admin)).hasCourses).toBe(false);
    const without = await agencyWithOwner({ stripePrice: EMPTY_PLAN });
    expect((await profile(without.token)).hasCourses).toBe(false);
  });

  it('keeps an owner whose subscription was canceled in while its plan has courses', async () => {
    const holder = await agencyWithOwner({
      stripePrice: 'agency-monthly',
      stripeStatus: 'canceled',
      subscribed: false,
    });
    const me = await profile(holder.token);
    expect(me).toMatchObject({ hasCourses: true, blocked: false });
    expect((await call('GET', '/agency-courses', holder.token)).statusCode).toBe(200);

    // A plan without courses gives no exemption.
    const plain = await agencyWithOwner({
      stripePrice: EMPTY_PLAN,
      stripeStatus: 'canceled',
      subscribed: false,
    });
    expect(await profile(plain.token)).toMatchObject({ hasCourses: false, blocked: true });
    expect((await call('GET', '/agency-courses', plain.token)).statusCode).toBe(403);

    // Not canceled but lapsed (past due, unsubscribed): no exemption either.
    const lapsed = await agencyWithOwner({
      stripePrice: 'agency-monthly',
      stripeStatus: 'past_due',
      subscribed: false,
    });
    expect((await profile(lapsed.token)).blocked).toBe(true);
  });
});

describe('course previews on the preview host', () => {
  it('admins preview the draft; the link works only on the preview host', async () => {
    const course = await publishedCourse('Published lesson words');
    await design(course.id, 'Draft lesson words', 2);
    const { link, page } = await linkPage(
      await call('POST', `/admin-courses/${course.id}/preview-link`, admin),
    );
    expect(link.host).toBe(PREVIEW_HOST);
    expect(page.body).toContain('Draft lesson words');
    expect(page.body).toContain(`<title>${course.title}</title>`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await onHost('localhost:3000', link.pathname)).body).not.toContain('Draft lesson words');
    expect((await onHost('demo.localhost:3000', link.pathname)).body).not.toContain('Draft lesson words');
    // A draft that was never published previews too; an unknown course is 404.
    const fresh = await newCourse();
    expect((await call('POST', `/admin-courses/${fresh.id}/preview-link`, admin)).statusCode).toBe(200);
    expect((await call('POST', '/admin-courses/999999/preview-link', admin)).statusCode).toBe(404);
  });

  it('agencies view only the published copy, and only while it stays published', async () => {
    const course = await publishedCourse('Agency sees this');
    await design(course.id, 'Agency never sees this draft', 2);
    const { link, page } = await linkPage(
      await call('POST', `/agency-courses/${course.id}/view-link`, owner),
    );
    expect(link.host).toBe(PREVIEW_HOST);
    expect(page.body).toContain('Agency sees this');
    expect(page.body).not.toContain('Agency never sees this draft');

    const adminLink = linkOf(await call('POST', `/admin-courses/${course.id}/preview-link`, admin));
    await publish(course.id, false);
    const gone = await onHost(link.host, link.pathname);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Preview not available');
    expect((await onHost(adminLink.host, adminLink.pathname)).statusCode).toBe(200);
    expect((await call('POST', `/agency-courses/${course.id}/view-link`, owner)).statusCode).toBe(404);

    // Republished: viewable again, now with the newer draft.
    await publish(course.id);
    const again = linkOf(await call('POST', `/agency-courses/${course.id}/view-link`, owner));
    expect((await onHost(again.host, again.pathname)).body).toContain('Agency never sees this draft');
  });

  it('a course of another plan gives the agency no link; members and admins cannot ask for one', async () => {
    const course = await publishedCourse('Yearly only', 'agency-yearly');
    expect((await call('POST', `/agency-courses/${course.id}/view-link`, owner)).statusCode).toBe(404);
    expect((await call('POST', `/agency-courses/${course.id}/view-link`, agencyUser)).statusCode).toBe(403);
    expect((await call('POST', `/agency-courses/${course.id}/view-link`, admin)).statusCode).toBe(403);
    // A published-only link signed by hand for an unpublished course shows nothing.
    const draft = await newCourse();
    const token = await t.app.sites.previews.sign({
      kind: 'course',
      id: draft.id,
      landingId: 0,
      show: 'published',
    });
    expect((await onHost(PREVIEW_HOST, `/_preview/${token.token}`)).statusCode).toBe(404);
    const claimsSite = await t.app.sites.previews.sign({ kind: 'course', id: course.id, landingId: 1 });
    expect((await onHost(PREVIEW_HOST, `/_preview/${claimsSite.token}`)).statusCode).toBe(404);
  });

  it('the seeded course renders from the sample: lessons with videos', async () => {
    const [seeded] = await t.database.db.select().from(courses).where(eq(courses.title, DEMO_COURSE_TITLE));
    const { page } = await linkPage(await call('POST', `/agency-courses/${seeded!.id}/view-link`, owner));
    expect(page.body).toContain('Local Lead Generation Bootcamp');
    expect(page.body).toContain('Lesson 4: Report and improve');
  });
});
