import type { ElementFixture } from '../types.ts';

/** As a real page carries it, varied by `n`. */
export const webinarInfoFixture = (): ElementFixture => ({
  options: { title: 'Monthly product briefing', webinarDate: '2027-03-04', hour: '16', recurring: 'Monthly' },
});
