import type { RenderProps } from '../render/types.ts';
import { domId, FieldView, fieldLook } from '../shared/FieldView.tsx';
import type { TextareaOptions } from './schema.ts';

export function TextareaRender({ element, options, context }: RenderProps<TextareaOptions>) {
  return (
    <FieldView
      id={domId(element.id, options.name)}
      field={{
        name: options.name,
        label: options.label,
        type: 'textarea',
        placeholder: options.placeholder,
        rules: options.rules,
        choices: [],
      }}
      look={fieldLook(options, context)}
      inert={context.mode === 'edit'}
      showLabel={options.showLabel}
      rows={options.rows}
      maxLength={options.maxLength}
    />
  );
}
