import type { RenderProps } from '../render/types.ts';
import { domId, FieldView, fieldLook } from '../shared/FieldView.tsx';
import type { DropdownOptions } from './schema.ts';

export function DropdownRender({ element, options, context }: RenderProps<DropdownOptions>) {
  return (
    <FieldView
      id={domId(element.id, options.name)}
      field={{
        name: options.name,
        label: options.label,
        type: 'select',
        placeholder: options.placeholder,
        rules: options.rules,
        choices: options.choices,
      }}
      look={fieldLook(options, context)}
      inert={context.mode === 'edit'}
      showLabel={options.showLabel}
    />
  );
}
