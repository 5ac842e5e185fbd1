import { describe, expect, it } from 'vitest';
import { adminSuite, designHeadline, publishAndPreview, uploadImage } from '../fixtures/design-records.ts';
import { EditorPage } from '../fixtures/editor.ts';
import { OWNER } from '../fixtures/suite.ts';

/** Uncaught errors in the browsers: the test fails on any. */
const problems: string[] = [];
const records = adminSuite(problems);

const COURSE = 'E2E Client onboarding';
const HEADLINE = 'Welcome to your first lesson';
const SEEDED = 'Local Lead Generation Bootcamp';
let courseId = 0;

describe('courses, end to end', () => {
  it('an admin creates a course, designs it, adds it to a plan, publishes and previews it', async () => {
    const { admin, browser, server } = records;
    // The side bar leads to the list, which shows the seeded demo course.
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await admin.waitForURL('**/admin/courses');
    await admin.getByRole('link', { name: SEEDED }).waitFor();

    // A blank course; creating it opens the editor.
    await admin.getByRole('link', { name: 'New course' }).click();
    await admin.getByRole('textbox', { name: /^Title/ }).fill(COURSE);
    await admin.getByLabel('Description').fill('What to do in your first week with us.');
    await admin.getByTestId('course-start-blank').click();
    await admin.getByRole('button', { name: 'Create and design' }).click();
    await admin.waitForURL(/\/admin\/courses\/\d+\/design$/);
    courseId = Number(/courses\/(\d+)\//.exec(admin.url())![1]);

    // Design it like a page: drop a headline and type it.
    const editor = new EditorPage(admin);
    await designHeadline(editor, HEADLINE);

    // Upload a picture: it goes to the platform's library, served on the preview host.
    const image = await uploadImage(editor, 'welcome.png');
    await expect
      .poll(() => image.locator('img').first().getAttribute('src'))
      .toMatch(/^http:\/\/preview\.localhost:\d+\/_files\/\d+\/[a-z2-7]{16}\/welcome\.webp$/);

    // Publish from the editor: it is in no plan yet, and the editor says so. Preview from the
    // editor opens on the preview host of the sites origin, never the app's.
    await publishAndPreview(editor, {
      notice: 'The course is published. It is in no plan yet, so no agency sees it.',
      headline: HEADLINE,
      title: COURSE,
      listPath: '/admin/courses',
    });

    // Back in the list: add it to the demo agency's plan from its edit screen.
    await admin.getByRole('link', { name: COURSE }).click();
    await admin.waitForURL(/\/admin\/courses\/\d+\/edit$/);
    await admin.getByRole('combobox', { name: /^Plans/ }).click();
    await admin.getByRole('option', { name: /^agency-monthly/ }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Save course' }).click();
    await admin.waitForURL('**/admin/courses');
    const row = admin.getByRole('row', { name: new RegExp(COURSE) });
    await row.getByText('Published').waitFor();
    await row.getByText('agency-monthly').waitFor();
    // The editor's publish notice has gone by now (5 s): the list is shown as an admin works with it.
    await admin.getByText('It is in no plan yet').waitFor({ state: 'detached' });
    await browser.screenshot(admin, 'courses-01-admin-list');

    // The public preview route moves a signed-in admin to the preview host too.
    const viaRoute = await records.previewRoute(`/admin/courses/${courseId}/preview`);
    await viaRoute.locator('.el-headline').waitFor();
    await viaRoute.close();
    // A guest is asked to sign in first.
    const guest = await browser.newPage();
    await guest.goto(`${server.url}/admin/courses/${courseId}/preview`);
    await guest.getByRole('heading', { name: 'Sign in to preview this course' }).waitFor();
    await guest.close();
    expect(problems).toEqual([]);
  });

  it('the demo agency owner opens the course and sees it rendered in the frame', async () => {
    const { browser, server } = records;
    const agency = await records.signedInPage(OWNER, { width: 1440, height: 1000 }, problems);
    // Its plan includes courses, so the side bar offers them.
    await agency.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await agency.waitForURL('**/agency/courses');
    await agency.getByRole('link', { name: `Open ${SEEDED}` }).waitFor();
    await agency.getByRole('link', { name: `Open ${COURSE}` }).waitFor();
    await browser.screenshot(agency, 'courses-02-agency-list');

    await agency.getByRole('searchbox', { name: 'Search courses' }).fill('onboarding');
    await expect.poll(() => agency.getByTestId('course-card').count()).toBe(1);
    await agency.getByRole('link', { name: `Open ${COURSE}` }).click();
    await agency.waitForURL(`**/agency/courses/${courseId}`);
    await agency.getByRole('heading', { name: COURSE }).waitFor();

    const frame = agency.getByTestId('course-frame');
    expect(await frame.getAttribute('src')).toMatch(/^http:\/\/preview\.localhost:\d+\/_preview\//);
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    const inside = agency.frameLocator('[data-testid="course-frame"]');
    await expect.poll(() => inside.locator('.el-headline').textContent()).toBe(HEADLINE);
    await agency.getByText('Loading the course…').waitFor({ state: 'detached' });
    await browser.screenshot(agency, 'courses-03-agency-course');

    // The seeded course renders its lessons in the frame as well.
    await agency.goto(`${server.url}/agency/courses`);
    await agency.getByRole('link', { name: `Open ${SEEDED}` }).click();
    await agency.frameLocator('[data-testid="course-frame"]').getByText('Lesson 1: Find the leaks').waitFor();
    await agency.getByText('Loading the course…').waitFor({ state: 'detached' });
    await browser.screenshot(agency, 'courses-04-agency-sample-course');
    await agency.close();
    expect(problems).toEqual([]);
  });
});
