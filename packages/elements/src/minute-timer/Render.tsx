import type { RenderProps } from '../render/types.ts';
import { CountdownView } from '../shared/CountdownView.tsx';
import type { MinuteTimerOptions } from './schema.ts';

/** An evergreen deadline `minutes` after the visitor's first view (kept in their browser). */
export function MinuteTimerRender({ element, options, context }: RenderProps<MinuteTimerOptions>) {
  const minutes = Math.max(1, Number(options.minutes) || 1);
  return (
    <CountdownView
      element={element}
      options={options}
      context={context}
      timing={{ kind: 'evergreen', spanMs: minutes * 60_000, restart: options.restartOnVisit === true }}
    />
  );
}
