import { fontDeclarations } from '../../render/index.ts';
import type { RenderProps } from '../../render/types.ts';
import { justifyFor } from '../../shared/choice.ts';
import type { PromoCodeOptions } from './schema.ts';

/** The code, its caption and a copy button; the `copy-code` island makes the button copy. */
export function PromoCodeRender({ options, context }: RenderProps<PromoCodeOptions>) {
  const { styles } = context;
  const boxClass = styles.className(
    {
      base: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        gap: '12px',
        'justify-content': justifyFor(options.Alignment),
      },
    },
    'pc',
  );
  const codeClass = styles.className(
    {
      base: Object.assign(fontDeclarations(undefined, 700, context), {
        color: options.codeColor || null,
        'font-size': '22px',
        'letter-spacing': '.08em',
      }),
    },
    'pcc',
  );
  return (
    <div className={boxClass}>
      <span className={codeClass}>{options.code}</span>
      {options.caption === '' ? null : <span>{options.caption}</span>}
      <button type="button" data-promo-code={options.code} data-copied={options.copiedText}>
        {options.buttonText}
      </button>
    </div>
  );
}
