import { defineElement } from '../types.ts';
import { countdownFields } from './fields.ts';
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
  island: 'countdown',
  Render: CountdownRender,
});
