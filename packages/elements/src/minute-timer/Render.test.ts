import {
  cssOf,
  expectEscaped,
  HOSTILE,
  renderElementForTest,
  renderUnchecked,
  tag,
  timerDigits,
} from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';

describe('minute timer element', () => {
  it('renders its full span (no days) for the island to start at the first view', () => {
    const page = renderElementForTest('minute-timer');
    expect(page.problems).toEqual([]);
    const timer = tag(page.markup, 'div', { role: 'timer' });
    expect(timer['data-span']).toBe(String(15 * 60_000));
    expect(timer['data-key']).toBe(page.document.sections[0]?.rows[0]?.columns[0]?.children[0]?.id);
    expect(timer['data-restart']).toBeUndefined();
    expect(timer['data-end']).toBeUndefined();
    expect(timerDigits(page.markup)).toEqual(['00', '15', '00']);
    expect(page.markup).toContain('>0 Hours, 15 Minutes, 0 Seconds left</span>');
    expect(page.islands).toEqual(['countdown']);
  });

  it('shows long spans in hours and marks timers that restart on every visit', () => {
    const page = renderElementForTest('minute-timer', { options: { minutes: 95, restartOnVisit: true } });
    expect(timerDigits(page.markup)).toEqual(['01', '35', '00']);
    expect(tag(page.markup, 'div', { role: 'timer' })['data-restart']).toBe('');
  });

  it('escapes hostile labels and messages', () => {
    const page = renderUnchecked('minute-timer', {
      expiryAction: 'message',
      expiredMessage: HOSTILE,
      labels: { days: HOSTILE, hours: HOSTILE, minutes: HOSTILE, seconds: HOSTILE },
    });
    expectEscaped(page.markup);
  });

  it('renders the same in the editor, without the island or a redirect', () => {
    const page = renderElementForTest('minute-timer', {
      options: { expiryAction: 'redirect', redirectUrl: '/thanks' },
      mode: 'edit',
    });
    expect(timerDigits(page.markup)).toEqual(['00', '15', '00']);
    expect(page.markup).not.toContain('data-redirect');
    expect(page.islands).toEqual([]);
  });

  it('draws the flip style as dark panels with the digit colour', () => {
    const page = renderElementForTest('minute-timer', { options: { style: 'flip', digitColor: '#facc15' } });
    const digits = cssOf(page.css, [page.markup.match(/class="(cdn\w+)"/)?.[1] ?? '']);
    expect(digits).toContain('background-color:#111827');
    expect(digits).toContain('color:#facc15');
    expect(digits).toContain('::after{');
  });
});
