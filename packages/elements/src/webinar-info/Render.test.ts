import {
  cssOf,
  expectEscaped,
  expectNoHref,
  HOSTILE,
  hrefs,
  renderElementForTest,
  renderUnchecked,
  tag,
} from '@tessera/renderer/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementRegistry } from '../registry.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Intl puts thin and narrow no-break spaces in times; plain spaces read the same here. */
const plain = (text: string | undefined) => text?.replace(/[\u2009\u202f]/g, ' ');

const session = (markup: string) => ({
  date: plain(markup.match(/data-wb-date="">([^<]*)</)?.[1]),
  time: plain(markup.match(/data-wb-time="">([^<]*)</)?.[1]),
});

describe('webinar info element', () => {
  it('writes the session in the webinar’s own zone, for the island to convert', () => {
    const page = renderElementForTest('webinar-info', {
      options: { webinarDate: '2030-03-05', hour: '12', minute: '00', timeZone: 'EST' },
    });
    expect(page.problems).toEqual([]);
    expect(session(page.markup)).toEqual({ date: 'Tuesday, March 5, 2030', time: '12:00 – 1:00 PM EST' });
    const root = tag(page.markup, 'div', { 'data-wb': '' });
    expect(root['data-start']).toBe(String(Date.parse('2030-03-05T17:00:00Z')));
    expect(root['data-dur']).toBe('3600000');
    expect(root['data-local']).toBe('');
    expect(page.markup).toContain('dateTime="2030-03-05T17:00:00.000Z"');
    expect(page.islands).toEqual(['webinar']);
  });

  it('says the summer zone in summer and the chosen zone’s time', () => {
    const page = renderElementForTest('webinar-info', {
      options: { webinarDate: '2030-07-09', hour: '18', minute: '30', timeZone: 'PST', durationMinutes: 90 },
    });
    expect(session(page.markup).time).toBe('6:30 – 8:00 PM PDT');
  });

  it('moves a repeating webinar on to its next session and says how it repeats', () => {
    const page = renderElementForTest('webinar-info', {
      options: { webinarDate: '2029-12-04', hour: '09', timeZone: 'CST', recurring: 'Weekly' },
    });
    expect(session(page.markup).date).toBe('Tuesday, January 15, 2030');
    expect(page.markup).toContain('>Every week</span>');
    const root = tag(page.markup, 'div', { 'data-wb': '' });
    expect(JSON.parse(root['data-at'] ?? '')).toEqual({ year: 2029, month: 12, day: 4, hour: 9, minute: 0 });
    expect(root['data-rec']).toBe('Weekly');
    expect(root['data-tz']).toBe('America/Chicago');
  });

  it('links the session to a calendar and shows the registration button', () => {
    const page = renderElementForTest('webinar-info', {
      options: {
        webinarDate: '2030-03-05',
        Button: { Text: 'Register', CustomLink: '/register' },
      },
    });
    const links = hrefs(page.markup);
    expect(links[0]).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Live%20training&dates=20300305T170000Z/20300305T180000Z&details=http%3A%2F%2Fdemo.localhost%3A3000%2F',
    );
    expect(links[1]).toBe('http://demo.localhost:3000/register');
    expect(page.markup).toContain('>Register</span>');
    const without = renderElementForTest('webinar-info', {
      options: { webinarDate: '2030-03-05', showAddToCalendar: false, showButton: false },
    });
    expect(hrefs(without.markup)).toEqual([]);
    expect(without.markup).not.toContain('btn');
  });

  it('says when no date is set yet, and leaves the island nothing to do', () => {
    const page = renderElementForTest('webinar-info');
    expect(page.markup).toContain('Date to be announced');
    expect(page.markup).not.toContain('data-wb=');
    expect(page.markup).not.toContain('calendar.google.com');
  });

  it('escapes a hostile title', () => {
    expectEscaped(
      renderElementForTest('webinar-info', { options: { title: HOSTILE, webinarDate: '2030-03-05' } }).markup,
    );
  });

  it('drops an unsafe registration link', () => {
    const defaults = elementRegistry['webinar-info'].defaults();
    const page = renderUnchecked('webinar-info', {
      webinarDate: '2030-03-05',
      showAddToCalendar: false,
      Button: { ...defaults.Button, CustomLink: 'javascript:alert(1)' },
    });
    expect(page.problems).toEqual([]);
    expect(page.markup).not.toContain('javascript:');
    expect(hrefs(page.markup)).toEqual([]);
    expect(page.markup).toContain('>Save my seat</span>');
  });

  it('is inert in the editor', () => {
    const page = renderElementForTest('webinar-info', {
      options: { webinarDate: '2030-03-05', Button: { CustomLink: '/register' } },
      mode: 'edit',
    });
    expectNoHref(page.markup);
    expect(page.islands).toEqual([]);
  });

  it('carries its font size, colours and alignment in its CSS', () => {
    const page = renderElementForTest('webinar-info', {
      options: { FontSize: { desktop: 18 }, TextColor: '#111827', iconColor: '#db2777', Alignment: 'center' },
    });
    const root = cssOf(page.css, [page.markup.match(/^<div class="(wb\w+)"/)?.[1] ?? '']);
    expect(root).toContain('font-size:18px');
    expect(root).toContain('color:#111827');
    expect(root).toContain('text-align:center');
    expect(cssOf(page.css, [page.markup.match(/<ul class="(wbl\w+)"/)?.[1] ?? ''])).toContain(
      'color:#db2777',
    );
  });
});
