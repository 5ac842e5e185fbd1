import type { RenderProps } from '../render/types.ts';
import { domId, FieldView, fieldLook } from '../shared/FieldView.tsx';
import type { InputOptions } from './schema.ts';

/** A single field on its own (order pages collect details this way); validated by the form island. */
export function InputRender({ element, options, context }: RenderProps<InputOptions>) {
  return (
    <FieldView
      id={domId(element.id, options.name)}
      field={{
        name: options.name,
        label: options.label,
        type: options.inputType,
        placeholder: options.placeholder,
        rules: options.rules,
        choices: [],
      }}
      look={fieldLook(options, context)}
      inert={context.mode === 'edit'}
      showLabel={options.showLabel}
      country={options.defaultCountry}
    />
  );
}
