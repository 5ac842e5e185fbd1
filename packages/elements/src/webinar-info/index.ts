import { defineElement } from '../types.ts';
import { webinarInfoFields } from './fields.ts';
import { webinarInfoFixture } from './fixture.ts';
import { WebinarInfoRender } from './Render.tsx';
import { webinarInfoSchema } from './schema.ts';

export const webinarInfoElement = defineElement({
  key: 'webinar-info',
  label: 'Webinar Info',
  category: 'Misc',
  icon: 'calendar-check',
  premium: true,
  keywords: ['webinar', 'registration', 'event', 'live', 'schedule', 'date'],
  schema: webinarInfoSchema,
  texts: {},
  fields: webinarInfoFields,
  fixture: webinarInfoFixture,
  island: 'webinar',
  Render: WebinarInfoRender,
});
