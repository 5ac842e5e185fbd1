import { nextOccurrence, type Recurrence, type WallTime } from '../shared/time-maths.ts';
import { calendarDates, sessionText } from '../shared/webinar-time.ts';

/**
 * Webinar info (`[data-wb]`): the server wrote the next session in the webinar's own zone. This
 * rolls a repeating webinar on to the session that is next for the visitor's clock and, unless
 * the webinar keeps its own zone, writes the date and time in the visitor's zone; the
 * add-to-calendar link follows.
 */
for (const box of document.querySelectorAll<HTMLElement>('[data-wb]')) {
  const data = box.dataset;
  const duration = Number(data.dur) || 0;
  // The server wrote the first session's wall-clock fields as JSON.
  const first: WallTime | null = data.at ? JSON.parse(data.at) : null;
  const start =
    first && data.tz && data.rec
      ? nextOccurrence(first, data.tz, data.rec as Recurrence, Date.now(), duration)
      : Number(data.start);
  const text = sessionText(
    start,
    duration,
    document.documentElement.lang || undefined,
    data.local === undefined ? data.tz : undefined,
  );
  const date = box.querySelector<HTMLTimeElement>('[data-wb-date]');
  if (date) {
    date.textContent = text.date;
    date.dateTime = new Date(start).toISOString();
  }
  const time = box.querySelector('[data-wb-time]');
  if (time) time.textContent = text.time;
  const calendar = box.querySelector('[data-wb-cal]')?.closest('a');
  if (calendar)
    calendar.href = calendar.href.replace(/dates=[^&]*/, `dates=${calendarDates(start, duration)}`);
}
