import { splitDuration, timerDeadline, timerSentence, untilNextTick } from './countdown-logic.ts';

/**
 * Countdown, minute timer and day timer (`[data-cd]`): ticks the server-rendered digits once a
 * second and, at zero, hides the timer, shows its message or redirects, as its options say.
 * Evergreen deadlines are kept in localStorage so a reload does not restart them.
 */
function store(key: string, value?: number): string | null {
  try {
    if (value !== undefined) localStorage.setItem(key, String(value));
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off; the timer then starts again on each visit.
    return null;
  }
}

for (const timer of document.querySelectorAll<HTMLElement>('[data-cd]')) {
  const data = timer.dataset;
  const units = [...timer.querySelectorAll<HTMLElement>('[data-u]')];
  const keys = units.map((unit) => unit.dataset.u).join('');
  const labels = units.map((unit) => unit.dataset.l ?? '');
  const text = timer.querySelector<HTMLElement>('[data-cd-text]');
  const storageKey = `tessera-timer:${data.key}`;
  const stored = data.span ? store(storageKey) : null;
  let end = timerDeadline(data, Date.now(), stored);
  if (end !== null && data.span && String(end) !== stored) store(storageKey, end);

  const expire = () => {
    // Only a timer whose action is `message` carries one.
    const message = timer.querySelector<HTMLElement>('[data-cd-msg]');
    if (data.expire === 'hide') (timer.closest<HTMLElement>('.el') ?? timer).hidden = true;
    if (message) {
      message.hidden = false;
      if (units[0]?.parentElement) units[0].parentElement.hidden = true;
      if (text) text.textContent = '';
    }
    // A redirect to this very page would loop.
    if (data.expire === 'redirect' && data.redirect && data.redirect !== location.href)
      location.assign(data.redirect);
  };

  const tick = () => {
    if (end === null) return;
    let remaining = end - Date.now();
    if (remaining <= 0 && data.rec) {
      end = timerDeadline(data, Date.now(), null) ?? end;
      remaining = end - Date.now();
    }
    const values = splitDuration(remaining, keys);
    units.forEach((unit, index) => {
      const digits = unit.firstElementChild;
      if (digits) digits.textContent = String(values[index]).padStart(2, '0');
    });
    if (text) text.textContent = timerSentence(values, labels);
    if (remaining <= 0) {
      expire();
      return;
    }
    setTimeout(tick, untilNextTick(remaining));
  };
  tick();
}
