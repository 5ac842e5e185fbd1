import { defineElement } from '../types.ts';
import { countdownFields } from './fields.ts';
import { countdownFixture } from './fixture.ts';
import { CountdownRender } from './Render.tsx';
import { countdownSchema } from './schema.ts';

export const countdownElement = defineElement({
  key: 'countdown',
  label: 'Countdown',
  category: 'Countdown',
  icon: 'hourglass-half',
  premium: false,
  keywords: ['timer', 'deadline', 'launch', 'scarcity', 'urgency', 'clock'],
  schema: countdownSchema,
  texts: {},
  fields: countdownFields,
  fixture: countdownFixture,
  island: 'countdown',
  Render: CountdownRender,
});
