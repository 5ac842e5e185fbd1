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

describe('day timer element', () => {
  it('renders its span of days and hours for the island to start at the first view', () => {
    const page = renderElementForTest('day-timer', { options: { days: 3, hours: 5 } });
    expect(page.problems).toEqual([]);
    const timer = tag(page.markup, 'div', { role: 'timer' });
    expect(timer['data-span']).toBe(String((3 * 24 + 5) * 3_600_000));
    expect(timerDigits(page.markup)).toEqual(['03', '05', '00', '00']);
    expect(page.markup).toContain('>3 Days, 5 Hours, 0 Minutes, 0 Seconds left</span>');
    expect(page.islands).toEqual(['countdown']);
  });

  it('renders its defaults', () => {
    expect(timerDigits(renderElementForTest('day-timer').markup)).toEqual(['03', '00', '00', '00']);
  });

  it('escapes hostile labels and messages', () => {
    const page = renderUnchecked('day-timer', {
      expiryAction: 'message',
      expiredMessage: HOSTILE,
      labels: { days: HOSTILE, hours: HOSTILE, minutes: HOSTILE, seconds: HOSTILE },
    });
    expectEscaped(page.markup);
  });

  it('has no links and no island in the editor', () => {
    const page = renderElementForTest('day-timer', { mode: 'edit' });
    expect(page.markup).not.toContain('<a');
    expect(page.islands).toEqual([]);
  });

  it('draws circles in the box colour', () => {
    const page = renderElementForTest('day-timer', { options: { style: 'circles', boxColor: '#dc2626' } });
    const unit = cssOf(page.css, [page.markup.match(/class="(cdu\w+)"/)?.[1] ?? '']);
    expect(unit).toContain('border:3px solid #dc2626');
    expect(unit).toContain('border-radius:50%');
    // Four circles share the width rather than wrap.
    expect(unit).toContain('width:min(128px, calc((100% - 36px) / 4))');
  });
});
