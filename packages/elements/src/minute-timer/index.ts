import { defineElement } from '../types.ts';
import { minuteTimerFields } from './fields.ts';
import { minuteTimerFixture } from './fixture.ts';
import { MinuteTimerRender } from './Render.tsx';
import { minuteTimerSchema } from './schema.ts';

export const minuteTimerElement = defineElement({
  key: 'minute-timer',
  label: 'Minute Timer',
  category: 'Countdown',
  icon: 'stopwatch',
  premium: false,
  keywords: ['timer', 'evergreen', 'minutes', 'urgency', 'offer expires'],
  schema: minuteTimerSchema,
  texts: {},
  fields: minuteTimerFields,
  fixture: minuteTimerFixture,
  island: 'countdown',
  Render: MinuteTimerRender,
});
