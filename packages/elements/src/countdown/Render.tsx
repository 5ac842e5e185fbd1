import { RECURRING_INTERVALS, TIME_ZONES } from '@tessera/document';
import type { RenderProps } from '../render/types.ts';
import { CountdownView } from '../shared/CountdownView.tsx';
import { oneOf } from '../shared/choice.ts';
import { nextOccurrence, parseWallTime } from '../shared/time-maths.ts';
import type { CountdownOptions } from './schema.ts';

/** Counts to a wall-clock time in one of the SPEC §9 zones; a repeating one rolls on to the next. */
export function CountdownRender({ element, options, context }: RenderProps<CountdownOptions>) {
  const zone = TIME_ZONES[oneOf(options.timeZone, ['EST', 'PST', 'CST', 'MST'] as const, 'EST')];
  const first = parseWallTime(options.targetDate);
  const every = oneOf(options.recurring, ['none', ...RECURRING_INTERVALS] as const, 'none');
  const now = Date.now();
  const end = first ? nextOccurrence(first, zone, every, now) : null;
  return (
    <CountdownView
      element={element}
      options={options}
      context={context}
      now={now}
      timing={{
        kind: 'fixed',
        end,
        ...(first && every !== 'none' ? { repeat: { first, zone, every } } : {}),
      }}
    />
  );
}
