import {
  cssOf,
  expectEscaped,
  HOSTILE,
  renderElementForTest,
  renderUnchecked,
  tag,
  timerDigits,
} from '@tessera/renderer/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NOW = new Date('2029-12-30T03:58:57Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdown element', () => {
  it('renders zeros as a timer until a date is set, with the countdown island', () => {
    const page = renderElementForTest('countdown');
    expect(page.problems).toEqual([]);
    const timer = tag(page.markup, 'div', { role: 'timer' });
    expect(timer['aria-live']).toBe('off');
    expect(timer['data-end']).toBeUndefined();
    expect(timerDigits(page.markup)).toEqual(['00', '00', '00', '00']);
    expect(page.markup).toContain('>0 Days, 0 Hours, 0 Minutes, 0 Seconds left</span>');
    expect(page.islands).toEqual(['countdown']);
  });

  it.each([
    ['EST', '2030-01-01T05:00:00Z', ['02', '01', '01', '03']],
    ['CST', '2030-01-01T06:00:00Z', ['02', '02', '01', '03']],
    ['MST', '2030-01-01T07:00:00Z', ['02', '03', '01', '03']],
    ['PST', '2030-01-01T08:00:00Z', ['02', '04', '01', '03']],
  ])('counts to a wall-clock time in %s, right before any script runs', (timeZone, instant, digits) => {
    const page = renderElementForTest('countdown', { options: { targetDate: '2030-01-01T00:00', timeZone } });
    expect(tag(page.markup, 'div', { role: 'timer' })['data-end']).toBe(String(Date.parse(instant)));
    expect(timerDigits(page.markup)).toEqual(digits);
    // The digits are for the eye; assistive tech reads the one sentence.
    expect(page.markup).toMatch(/<div class="[^"]*" aria-hidden="true">/);
  });

  it('takes the summer offset in summer (DST)', () => {
    const page = renderElementForTest('countdown', {
      options: { targetDate: '2030-07-01T00:00', timeZone: 'EST' },
    });
    expect(tag(page.markup, 'div', { role: 'timer' })['data-end']).toBe(
      String(Date.parse('2030-07-01T04:00:00Z')),
    );
  });

  it('rolls a passed repeating deadline on to the next one and tells the island how to repeat it', () => {
    const page = renderElementForTest('countdown', {
      options: { targetDate: '2029-12-01T09:00', timeZone: 'EST', recurring: 'Daily' },
    });
    const timer = tag(page.markup, 'div', { role: 'timer' });
    expect(timer['data-end']).toBe(String(Date.parse('2029-12-30T14:00:00Z')));
    expect(JSON.parse(timer['data-at'] ?? '')).toEqual({ year: 2029, month: 12, day: 1, hour: 9, minute: 0 });
    expect(timer['data-tz']).toBe('America/New_York');
    expect(timer['data-rec']).toBe('Daily');
  });

  it('folds days into hours and drops seconds when those units are hidden', () => {
    const page = renderElementForTest('countdown', {
      options: { targetDate: '2030-01-01T00:00', showDays: false, showSeconds: false, showLabels: false },
    });
    expect(timerDigits(page.markup)).toEqual(['49', '01']);
    expect(page.markup).not.toContain('>Hours</span>');
    expect(page.markup).toContain('>49 Hours, 1 Minutes left</span>');
  });

  it('does what its options say once the deadline has passed', () => {
    const past = { targetDate: '2029-01-01T00:00' };
    expect(renderElementForTest('countdown', { options: { ...past, expiryAction: 'hide' } }).markup).toBe('');
    expect(
      timerDigits(
        renderElementForTest('countdown', { options: { ...past, expiryAction: 'hide' }, mode: 'edit' })
          .markup,
      ),
    ).toEqual(['00', '00', '00', '00']);
    const message = renderElementForTest('countdown', {
      options: { ...past, expiryAction: 'message', expiredMessage: 'Sold out' },
    });
    expect(message.markup).toMatch(/<p class="[^"]*" data-cd-msg="">Sold out<\/p>/);
    expect(message.markup).toMatch(/aria-hidden="true" hidden=""/);
    const redirect = renderElementForTest('countdown', {
      options: { ...past, expiryAction: 'redirect', redirectUrl: '/thanks' },
    });
    expect(tag(redirect.markup, 'div', { role: 'timer' })['data-redirect']).toBe(
      'http://demo.localhost:3000/thanks',
    );
  });

  it('keeps an upcoming message hidden until the island shows it', () => {
    const page = renderElementForTest('countdown', {
      options: { targetDate: '2030-01-01T00:00', expiryAction: 'message' },
    });
    expect(page.markup).toMatch(/data-cd-msg="" hidden="">This offer has ended.<\/p>/);
  });

  it('drops an unsafe redirect, and never redirects from the editor', () => {
    const unsafe = renderUnchecked('countdown', {
      expiryAction: 'redirect',
      redirectUrl: 'javascript:alert(1)',
    });
    expect(unsafe.markup).not.toContain('javascript:');
    expect(unsafe.markup).not.toContain('data-redirect');
    const edit = renderElementForTest('countdown', {
      options: { expiryAction: 'redirect', redirectUrl: '/thanks' },
      mode: 'edit',
    });
    expect(edit.markup).not.toContain('data-redirect');
    expect(edit.islands).toEqual([]);
  });

  it('escapes hostile labels and messages', () => {
    // Labels are short in the schema; a stored document may still carry anything.
    const page = renderUnchecked('countdown', {
      targetDate: '2029-01-01T00:00',
      expiryAction: 'message',
      expiredMessage: HOSTILE,
      labels: { days: HOSTILE, hours: HOSTILE, minutes: HOSTILE, seconds: HOSTILE },
    });
    expect(page.problems).toEqual([]);
    expectEscaped(page.markup);
    expect(page.markup).toContain('data-l="&lt;script&gt;');
  });

  it('copes with values the schema would refuse (an unknown zone, style or action)', () => {
    const page = renderUnchecked('countdown', {
      targetDate: '2030-01-01T00:00',
      timeZone: 'Mars/Olympus',
      style: '"><b>',
      expiryAction: 'explode',
    });
    expect(page.problems).toEqual([]);
    expect(tag(page.markup, 'div', { role: 'timer' })['data-end']).toBe(
      String(Date.parse('2030-01-01T05:00:00Z')),
    );
    expect(page.markup).toContain('class="cd cd-boxes"');
  });

  it('carries its colours, sizes and alignment in its CSS', () => {
    const page = renderElementForTest('countdown', {
      options: {
        boxColor: '#7c3aed',
        digitColor: '#fef3c7',
        labelColor: '#e9d5ff',
        digitFontSize: { desktop: 56, mobile: 30 },
        Alignment: 'left',
      },
    });
    const unitCss = cssOf(page.css, [page.markup.match(/class="(cdu\w+)"/)?.[1] ?? '']);
    expect(unitCss).toContain('background-color:#7c3aed');
    const digitCss = cssOf(page.css, [page.markup.match(/class="(cdn\w+)"/)?.[1] ?? '']);
    expect(digitCss).toContain('color:#fef3c7');
    expect(digitCss).toContain('font-size:56px');
    expect(digitCss).toMatch(/@media \(max-width:767px\)\{[^}]*font-size:30px/);
    const labelCss = cssOf(page.css, [page.markup.match(/class="(cdl\w+)"/)?.[1] ?? '']);
    expect(labelCss).toContain('color:#e9d5ff');
    const rowCss = cssOf(page.css, [page.markup.match(/class="(cd\w+)" aria-hidden/)?.[1] ?? '']);
    expect(rowCss).toContain('justify-content:flex-start');
  });

  it('uses the theme button colours for default boxes', () => {
    const page = renderElementForTest('countdown', {
      theme: { ButtonBackground: '#059669', ButtonTextColor: '#ffffff' },
    });
    expect(cssOf(page.css, [page.markup.match(/class="(cdu\w+)"/)?.[1] ?? ''])).toContain(
      'background-color:#059669',
    );
  });
});
