import type { RenderProps } from '../render/types.ts';
import { domId, FieldView, fieldLook } from '../shared/FieldView.tsx';
import type { CheckboxOptions } from './schema.ts';

/** The label is the consent text beside the box; `required` in the rules means it must be ticked. */
export function CheckboxRender({ element, options, context }: RenderProps<CheckboxOptions>) {
  return (
    <FieldView
      id={domId(element.id, options.name)}
      field={{
        name: options.name,
        label: options.label,
        type: 'checkbox',
        placeholder: '',
        rules: options.rules,
        choices: [],
      }}
      look={fieldLook(options, context)}
      inert={context.mode === 'edit'}
      showLabel
      checked={options.checkedByDefault}
    />
  );
}
