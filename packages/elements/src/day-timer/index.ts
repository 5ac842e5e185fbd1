import { defineElement } from '../types.ts';
import { dayTimerFields } from './fields.ts';
import { dayTimerFixture } from './fixture.ts';
import { DayTimerRender } from './Render.tsx';
import { dayTimerSchema } from './schema.ts';

export const dayTimerElement = defineElement({
  key: 'day-timer',
  label: 'Day Timer',
  category: 'Countdown',
  icon: 'calendar-days',
  premium: false,
  keywords: ['timer', 'evergreen', 'days', 'hours', 'deadline', 'urgency'],
  schema: dayTimerSchema,
  texts: {},
  fields: dayTimerFields,
  fixture: dayTimerFixture,
  island: 'countdown',
  Render: DayTimerRender,
});
