import { classNames, memoized, px } from '../render/index.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
import { FeatureText } from '../shared/FeatureText.tsx';
import { NumberBadge } from '../shared/NumberBadge.tsx';
import type { NumberedItemsOptions } from './schema.ts';

function numberedClasses(
  context: RenderContext,
  key: { horizontal: boolean; itemSpacing: number },
): { list: string; item: string; text: string } {
  const { styles } = context;
  const { horizontal } = key;
  const gap = px(Number(key.itemSpacing) || 0);

  const list = styles.className(
    {
      base: {
        'list-style': 'none',
        margin: '0',
        padding: '0',
        display: horizontal ? 'grid' : 'flex',
        'flex-direction': horizontal ? null : 'column',
        'grid-template-columns': horizontal ? 'repeat(auto-fit,minmax(200px,1fr))' : null,
        gap,
      },
    },
    'ni',
  );
  const item = styles.className(
    {
      base: {
        display: 'flex',
        'flex-direction': horizontal ? 'column' : 'row',
        'align-items': 'flex-start',
        gap: horizontal ? '14px' : '18px',
      },
    },
    'nii',
  );
  const text = styles.className(
    // Beside the badge, the first line sits level with the badge's middle.
    { base: { 'min-width': '0', flex: '1', 'padding-top': horizontal ? null : '4px' } },
    'nit',
  );

  return { list, item, text };
}

/**
 * Steps as an ordered list, each with a SPEC §3 number badge. A whole-number badge Text is the
 * first step's number and the rest count on from it; any other Text (a tick, a letter) shows on
 * every step.
 */
export function NumberedItemsRender({ options, context }: RenderProps<NumberedItemsOptions>) {
  const badge = options.NumberBadge;
  const first = badge.Text.trim();
  const counting = /^\d{1,6}$/.test(first);
  const start = counting ? Number(first) : 1;
  const horizontal = options.layout === 'horizontal';
  const {
    list: listClass,
    item: itemClass,
    text: textClass,
  } = memoized(context, numberedClasses, { horizontal, itemSpacing: options.itemSpacing });

  return (
    <ol className={listClass} start={counting && start !== 1 ? start : undefined}>
      {options.items.map((item, index) => (
        // Items have no ids; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered in place.
        <li key={index} className={itemClass}>
          {badge.ShowNumber && (
            <NumberBadge
              text={counting ? String(start + index) : first}
              skin={badge.SkinCode}
              size={options.badgeSize}
              color={options.badgeColor}
              textColor={options.badgeTextColor}
              fontFamily={options.FontFamily}
              context={context}
            />
          )}
          <div className={classNames(textClass)}>
            <FeatureText title={item.Title} content={item.Content} options={options} context={context} />
          </div>
        </li>
      ))}
    </ol>
  );
}
