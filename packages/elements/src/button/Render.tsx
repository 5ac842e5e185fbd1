import type { RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import type { ButtonOptions } from './schema.ts';

/** The button element is one button option set, drawn by the shared ButtonView. */
export function ButtonRender({ options, context }: RenderProps<ButtonOptions>) {
  return <ButtonView options={options} context={context} />;
}
