import {
  createPopup,
  createSection,
  type ElementNode,
  formFieldFromPreset,
  type PageDocument,
  type SectionNode,
  THEME_FONT,
} from '@tessera/document';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../fixtures/browser.ts';
import { below, element } from '../fixtures/documents.ts';
import { type ServedPage, servePage } from '../fixtures/rendered-page.ts';

function sectionWith(elements: ElementNode[], options: Record<string, unknown> = {}): SectionNode {
  const section = createSection({ options: { contentWidth: 'small', ...options } });
  section.rows[0]?.columns[0]?.children.push(...elements);
  return section;
}

const SUCCESS = 'Thanks! Your free plan is on its way to your inbox.';

const headline = element('headline', below(12));
const intro = element('paragraph', below(16));
const benefits = element('bullet-list', {
  iconListTheme: 'check-circle',
  iconColor: '#16a34a',
  ...below(28),
});
const form = element('form', {
  fields: [
    formFieldFromPreset('fullName'),
    formFieldFromPreset('email'),
    formFieldFromPreset('phone'),
    {
      name: 'budget',
      label: 'Monthly budget',
      type: 'select',
      placeholder: 'Choose a range',
      rules: 'required',
      choices: ['Under $1,000', '$1,000 – $5,000', 'Over $5,000'],
    },
    {
      name: 'goals',
      label: 'Your goals',
      type: 'textarea',
      placeholder: 'What should we help with?',
      rules: 'max:500',
      choices: [],
    },
    {
      name: 'consent',
      label: 'I agree to be contacted about my plan',
      type: 'checkbox',
      placeholder: '',
      rules: 'required',
      choices: [],
    },
  ],
  showLabels: true,
  successMessage: SUCCESS,
  Button: { Text: 'Send me my free plan', SubText: 'Takes 30 seconds', Icon: 'paper-plane', IconAfter: true },
});
const popup = createPopup('Book a call');
const popupText = element('paragraph');
popup.sections[0]?.rows[0]?.columns[0]?.children.push(popupText);
const popupButton = element('button', {
  Text: 'Book a call',
  ActionType: 'popup',
  PopupId: popup.id,
  ButtonBackgroundColor: '#0f172a',
  HoverButtonBackgroundColor: '#1e293b',
  ...below(32),
});
// Formatted text linking to the popup (SPEC §2 link targets), and to one deleted since.
const popupLinkText = element('paragraph', below(32));
const faq = element('faq', { openFirst: true, ...below(32) });
const standalone = element('input', {
  name: 'website',
  label: 'Website',
  rules: 'url',
  placeholder: 'example.com',
  ...below(32),
});
const contact = element('form', {
  fields: [
    formFieldFromPreset('firstName'),
    formFieldFromPreset('lastName'),
    formFieldFromPreset('email'),
    formFieldFromPreset('phone'),
    // A field may be called what a form's own properties are called ("action", "reset").
    {
      name: 'action',
      label: 'What should happen next?',
      type: 'textarea',
      placeholder: 'What should happen next?',
      rules: '',
      choices: [],
    },
  ],
  layout: 'two-column',
  inputStyle: 'simpleclean',
  Button: { Text: 'Send message', Width: 'auto', Alignment: 'left' },
});
const newsletterTitle = element('paragraph', { TextColor: '#ffffff', ...below(16) });
const newsletter = element('form', {
  fields: [formFieldFromPreset('firstName'), formFieldFromPreset('email')],
  layout: 'inline',
  inputStyle: 'borderwhite',
  TextColor: '#ffffff',
  Button: { Text: 'Subscribe', Width: 'auto', ButtonBackgroundColor: '#facc15', TextColor: '#111827' },
});

const hero = sectionWith([headline, intro, benefits, form], { background: { color: '#f8fafc' } });
const more = sectionWith([popupButton, popupLinkText, faq, standalone, contact]);
const footer = sectionWith([newsletterTitle, newsletter], { background: { color: '#0f172a' } });

const pageDocument: PageDocument = {
  schemaVersion: 1,
  theme: {
    ButtonTextColor: '#ffffff',
    ButtonBackground: '#2563eb',
    ButtonBorderColor: '#1d4ed8',
    FontFamily: THEME_FONT,
  },
  sections: [hero, more, footer],
  popups: [popup],
  texts: {
    [hero.id]: {
      [headline.id]: '<h1>Get your free 90-day marketing plan</h1>',
      [intro.id]:
        '<p>Tell us about your business and a strategist will send you a plan you can start on Monday.</p>',
      [benefits.id]:
        '<ul><li>A channel-by-channel budget split</li><li>Three campaign ideas with copy</li><li>No obligation, no sales call</li></ul>',
    },
    [more.id]: {
      [popupLinkText.id]: `<p>Rather talk first? <a href="#${popup.id}" data-popup="${popup.id}">Book a call</a> or read <a href="#popup-deleted01" data-popup="popup-deleted01">our old offer</a>.</p>`,
    },
    [footer.id]: { [newsletterTitle.id]: '<p><strong>Get one marketing idea a week.</strong> No spam.</p>' },
    [popup.sections[0]?.id ?? '']: {
      [popupText.id]: '<p>Pick a time that suits you and we will call you back.</p>',
    },
  },
};

const field = (name: string) => `#${form.id}-${name}`;
const error = (name: string) => `#${form.id}-${name}-err`;
const submit = `#${form.id} button[type=submit]`;
const status = `#${form.id} [role=status]`;

async function fillValid(page: Page): Promise<void> {
  await page.fill(field('fullName'), 'Jane Doe');
  await page.fill(field('email'), ' jane@example.com ');
  await page.fill(field('phone'), '(213) 373-4253');
  await page.selectOption(field('budget'), '$1,000 – $5,000');
  await page.fill(field('goals'), 'More leads');
  await page.check(field('consent'));
}

let session: BrowserSession;
let served: ServedPage;
const pageErrors = new WeakMap<Page, string[]>();

beforeAll(async () => {
  session = await openBrowser();
  served = await servePage(pageDocument);
});
afterAll(async () => {
  await served?.close();
  await session?.close();
});

async function open(width = 1280): Promise<Page> {
  const page = await session.newPage({ width, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  pageErrors.set(page, errors);
  await page.goto(served.url, { waitUntil: 'load' });
  await page.waitForFunction(() => [...document.scripts].some((s) => s.src.includes('/islands/form.')));
  return page;
}

describe('form island', () => {
  it('loads the form island and the popup island, and the form posts to its endpoint', () => {
    expect(served.html).toMatch(/\/islands\/form\.[0-9a-f]{10}\.js/);
    expect(served.html).toMatch(/\/islands\/popup\.[0-9a-f]{10}\.js/);
    expect(served.html).toContain(`action="/_forms/1/${form.id}"`);
  });

  it('shows the SPEC messages for an empty submission, focuses the first field and posts nothing', async () => {
    const page = await open();
    const before = served.formPosts.length;
    await page.click(submit);
    await expect.poll(() => page.textContent(error('fullName'))).toBe('This field is required.');
    expect(await page.textContent(error('email'))).toBe('This field is required.');
    expect(await page.textContent(error('budget'))).toBe('This field is required.');
    expect(await page.textContent(error('consent'))).toBe('This field is required.');
    // Optional fields stay quiet.
    expect(await page.isVisible(error('phone'))).toBe(false);
    expect(await page.getAttribute(field('fullName'), 'aria-invalid')).toBe('true');
    expect(await page.getAttribute(field('fullName'), 'aria-describedby')).toBe(`${form.id}-fullName-err`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${form.id}-fullName`);
    await page.waitForTimeout(300);
    expect(served.formPosts.length).toBe(before);

    // Typed values are checked with their rules; a corrected field clears its message.
    await page.fill(field('email'), 'jane@');
    await page.fill(field('phone'), '12');
    await page.click(submit);
    await expect.poll(() => page.textContent(error('email'))).toBe('Email format is invalid.');
    expect(await page.textContent(error('phone'))).toBe('Phone number is invalid.');
    await page.fill(field('email'), 'jane@example.com');
    await expect.poll(() => page.getAttribute(field('email'), 'aria-invalid')).toBeNull();
    expect(await page.isVisible(error('email'))).toBe(false);
    expect(served.formPosts.length).toBe(before);
    await page.close();
  });

  it('posts the fields as JSON (checkbox as a boolean) and shows the success message', async () => {
    const page = await open();
    const before = served.formPosts.length;
    await fillValid(page);
    await page.click(submit);
    await expect.poll(() => page.textContent(status)).toBe(SUCCESS);
    expect(await page.getAttribute(status, 'data-state')).toBe('success');
    expect(served.formPosts.length).toBe(before + 1);
    const post = served.formPosts.at(-1);
    expect(post?.path).toBe(`/_forms/1/${form.id}`);
    expect(post?.contentType).toBe('application/json');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      fields: {
        fullName: 'Jane Doe',
        email: 'jane@example.com',
        phone: '(213) 373-4253',
        budget: '$1,000 – $5,000',
        goals: 'More leads',
        consent: true,
      },
      // What the server's spam checks read: the hidden field (empty) and the time since load.
      meta: { hp: '', elapsed_ms: expect.any(Number) },
    });
    // The form is ready for another lead.
    expect(await page.inputValue(field('fullName'))).toBe('');
    expect(await page.isEnabled(submit)).toBe(true);
    await session.screenshot(page, 'islands-forms-success');
    await page.close();
  });

  it('maps a 422 from the server onto the fields and focuses the first one it names', async () => {
    const page = await open();
    await page.route('**/_forms/**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Please check the highlighted fields.',
          errors: { phone: ['Phone number is invalid.'], email: ['This email is already registered.'] },
        }),
      }),
    );
    await fillValid(page);
    await page.click(submit);
    await expect.poll(() => page.textContent(error('email'))).toBe('This email is already registered.');
    expect(await page.textContent(error('phone'))).toBe('Phone number is invalid.');
    expect(await page.getAttribute(field('email'), 'aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${form.id}-email`);
    expect(await page.textContent(status)).toBe('Please check the highlighted fields.');
    expect(await page.getAttribute(status, 'data-state')).toBe('error');
    await page.close();
  });

  it('shows a general error for other failures and sends once while a request runs', async () => {
    const page = await open();
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_forms/**', async (route) => {
      requests++;
      await held;
      await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    });
    await fillValid(page);
    await page.click(submit);
    await expect.poll(() => page.getAttribute(submit, 'aria-busy')).toBe('true');
    expect(await page.isDisabled(submit)).toBe(true);
    // A second submit (Enter in a field) while the first runs sends nothing.
    await page.focus(field('fullName'));
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
    expect(requests).toBe(1);
    release();
    await expect.poll(() => page.textContent(status)).toBe('Something went wrong. Please try again.');
    expect(await page.getAttribute(submit, 'aria-busy')).toBeNull();
    expect(await page.isEnabled(submit)).toBe(true);
    expect(requests).toBe(1);
    await page.close();
  });

  it('handles several forms on a page, including fields named like form properties', async () => {
    const page = await open();
    const before = served.formPosts.length;
    await page.fill(`#${contact.id}-firstName`, 'Ada');
    await page.fill(`#${contact.id}-lastName`, 'Lovelace');
    await page.fill(`#${contact.id}-email`, 'ada@example.com');
    await page.fill(`#${contact.id}-action`, 'Call me on Tuesday');
    await page.click(`#${contact.id} button[type=submit]`);
    await expect
      .poll(() => page.textContent(`#${contact.id} [role=status]`))
      .toBe('Thank you! We will be in touch shortly.');
    expect(served.formPosts.length).toBe(before + 1);
    expect(served.formPosts.at(-1)?.path).toBe(`/_forms/1/${contact.id}`);
    expect(JSON.parse(served.formPosts.at(-1)?.body ?? '')).toEqual({
      fields: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        action: 'Call me on Tuesday',
      },
      meta: { hp: '', elapsed_ms: expect.any(Number) },
    });
    expect(await page.inputValue(`#${contact.id}-action`)).toBe('');
    // The other form on the page is untouched.
    expect(await page.textContent(status)).toBe('');
    await page.close();
  });

  it('checks a standalone field when the visitor leaves it', async () => {
    const page = await open();
    const input = `#${standalone.id}-website`;
    await page.fill(input, 'not a site');
    await page.press(input, 'Tab');
    await expect.poll(() => page.textContent(`#${standalone.id}-website-err`)).toBe('URL format is invalid.');
    await page.fill(input, 'example.com');
    await expect.poll(() => page.getAttribute(input, 'aria-invalid')).toBeNull();
    await page.close();
  });

  it('opens a popup from a popup-type button and closes it with its close button', async () => {
    const page = await open();
    const dialog = `dialog#${popup.id}`;
    const opener = `#${popupButton.id} button[data-popup="${popup.id}"]`;
    expect(await page.evaluate((s) => (document.querySelector(s) as HTMLDialogElement).open, dialog)).toBe(
      false,
    );
    await page.click(opener);
    await expect
      .poll(() => page.evaluate((s) => (document.querySelector(s) as HTMLDialogElement).open, dialog))
      .toBe(true);
    expect(await page.isVisible(`${dialog} .popup-close`)).toBe(true);
    await session.screenshot(page, 'islands-forms-popup');
    await page.click(`${dialog} .popup-close`);
    await expect
      .poll(() => page.evaluate((s) => (document.querySelector(s) as HTMLDialogElement).open, dialog))
      .toBe(false);
    await page.close();
  });

  it('opens the popup from a link in formatted text, by click and by keyboard', async () => {
    const page = await open();
    const isOpen = () =>
      page.evaluate((s) => (document.querySelector(s) as HTMLDialogElement).open, `dialog#${popup.id}`);
    const link = `#${popupLinkText.id} a[data-popup="${popup.id}"]`;
    expect(await page.getAttribute(link, 'href')).toBe(`#${popup.id}`);
    await page.click(link);
    await expect.poll(isOpen).toBe(true);
    // The island took the click: the address did not follow the link.
    expect(await page.evaluate(() => location.hash)).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    await page.focus(link);
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Escape');

    // A link to a popup the page no longer has opens nothing and breaks nothing.
    await page.click(`#${popupLinkText.id} a[data-popup="popup-deleted01"]`);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.querySelectorAll('dialog[open]').length)).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  for (const width of [1280, 375]) {
    it(`lays out the form at ${width} px without overflow`, async () => {
      const page = await open(width);
      await page.evaluate(() => document.fonts.ready);
      await page.click(submit);
      await expect.poll(() => page.textContent(error('email'))).toBe('This field is required.');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await session.screenshot(page, `islands-forms-${width}`);
      expect(pageErrors.get(page)).toEqual([]);
      await page.close();
    });
  }
});
