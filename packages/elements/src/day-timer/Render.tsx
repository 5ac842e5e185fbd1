import type { RenderProps } from '../render/types.ts';
import { CountdownView } from '../shared/CountdownView.tsx';
import type { DayTimerOptions } from './schema.ts';

/** An evergreen deadline days and hours after the visitor's first view (kept in their browser). */
export function DayTimerRender({ element, options, context }: RenderProps<DayTimerOptions>) {
  const hours = Math.max(1, (Number(options.days) || 0) * 24 + (Number(options.hours) || 0));
  return (
    <CountdownView
      element={element}
      options={options}
      context={context}
      timing={{ kind: 'evergreen', spanMs: hours * 3_600_000, restart: options.restartOnVisit === true }}
    />
  );
}
