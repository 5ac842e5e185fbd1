import { FORM_HONEYPOT_NAME } from '@tessera/document';
import { classNames, constantRule, memoized, px, type StyleRule } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { domId, FieldView, fieldLook } from '../shared/FieldView.tsx';
import type { FormOptions } from './schema.ts';

/** Fields that read badly at half width take the whole row in the two-column layout. */
const FULL_ROW_TYPES = new Set(['textarea', 'checkbox']);

function layoutRule(options: LayoutKey): StyleRule {
  const gap = px(options.fieldSpacing);
  switch (options.layout) {
    case 'two-column':
      return {
        base: { display: 'grid', 'grid-template-columns': 'repeat(2,minmax(0,1fr))', gap },
        mobile: { 'grid-template-columns': 'minmax(0,1fr)' },
        nested: { ' > .frm-full': { base: { 'grid-column': '1 / -1' } } },
      };
    case 'inline':
      return {
        base: {
          display: 'flex',
          'flex-wrap': 'wrap',
          // Without labels the button stretches to the inputs' height; with them it sits on their line.
          'align-items': options.showLabels ? 'flex-end' : 'stretch',
          gap,
        },
        mobile: { 'flex-direction': 'column', 'align-items': 'stretch' },
        nested: {
          // Phones stack the row, where a flex basis would be a height: fields and button go full width instead.
          ' > .fld': { base: { flex: '1 1 180px' }, mobile: { flex: '0 0 auto' } },
          ' > .fld-check': { base: { 'flex-basis': '100%' } },
          ' > .frm-submit': { base: { flex: '0 1 auto' }, mobile: { flex: '0 0 auto' } },
          ' > .frm-submit > .btn-wrap': { base: { height: '100%' } },
          ' > .frm-submit .btn': { mobile: { width: '100%' } },
        },
      };
    default:
      return { base: { display: 'grid', 'grid-template-columns': 'minmax(0,1fr)', gap } };
  }
}

type LayoutKey = Pick<FormOptions, 'layout' | 'fieldSpacing' | 'showLabels'>;

function layoutClass(context: RenderContext, key: LayoutKey): string {
  return context.styles.className(layoutRule(key), 'fg');
}

function colorClass(context: RenderContext, key: { TextColor: string }): string {
  return context.styles.className({ base: { color: key.TextColor } }, 'fo');
}

/** The live region: empty (and hidden) until the island writes a success or error message. */
const MESSAGE_RULE: StyleRule = constantRule({
  base: { 'margin-top': '12px', padding: '12px 14px', 'border-radius': '6px', 'font-size': '.9375em' },
  nested: {
    ':empty': { base: { display: 'none' } },
    '[data-state=success]': {
      base: { background: '#ecfdf5', color: '#065f46', border: '1px solid #a7f3d0' },
    },
    '[data-state=error]': { base: { background: '#fef2f2', color: '#991b1b', border: '1px solid #fecaca' } },
  },
});

/**
 * Off-screen rather than `display: none`: bots skip fields that are plainly hidden, and fill the
 * rest. Out of the tab order and hidden from assistive technology, so people never meet it.
 */
const HONEYPOT_RULE: StyleRule = constantRule({
  base: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  },
});

/**
 * A lead form. Live and preview: posts to the page's form endpoint, validated and sent as JSON by
 * the form island (`data-island="form"`), which reads what to do afterwards from `data-after`,
 * `data-success` and `data-redirect`. In the editor it has no action and its submit button does
 * nothing.
 */
export function FormRender({ element, options, context }: RenderProps<FormOptions>) {
  const { styles, mode } = context;
  const edit = mode === 'edit';
  const look = fieldLook(options, context);
  const redirect = options.afterSubmit === 'redirect' ? context.href(options.redirectUrl) : null;
  const fields = options.fields.map((field) => (
    <FieldView
      key={field.name}
      id={domId(element.id, field.name)}
      field={field}
      look={look}
      showLabel={options.showLabels}
      className={FULL_ROW_TYPES.has(field.type) ? 'frm-full' : undefined}
    />
  ));
  const body = (
    <>
      <div
        className={classNames(
          'frm-fields',
          memoized(context, layoutClass, {
            layout: options.layout,
            fieldSpacing: options.fieldSpacing,
            showLabels: options.showLabels,
          }),
        )}
      >
        {fields}
        <div className="frm-submit frm-full">
          <ButtonView options={options.Button} context={context} as="submit" />
        </div>
      </div>
      <div
        id={domId(element.id, 'msg')}
        className={classNames('frm-msg', styles.className(MESSAGE_RULE, 'fm'))}
        role="status"
        aria-live="polite"
      />
    </>
  );
  const formClass = classNames('frm', memoized(context, colorClass, { TextColor: options.TextColor }));

  if (edit) {
    return (
      <form className={formClass} noValidate data-edit-inert="">
        {body}
      </form>
    );
  }
  return (
    <form
      className={formClass}
      method="post"
      action={context.formEndpoint(element)}
      noValidate
      data-island="form"
      data-after={redirect === null ? 'message' : 'redirect'}
      data-success={options.successMessage.trim() === '' ? undefined : options.successMessage}
      data-redirect={redirect ?? undefined}
    >
      <div className={classNames('frm-hp', styles.className(HONEYPOT_RULE, 'hp'))} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={FORM_HONEYPOT_NAME} tabIndex={-1} autoComplete="off" data-hp="" />
        </label>
      </div>
      {body}
    </form>
  );
}
