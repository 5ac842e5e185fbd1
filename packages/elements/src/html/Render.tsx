import { classNames, mergeRules, px, responsiveRule } from '../render/index.ts';
import type { RenderProps } from '../render/types.ts';
import type { HtmlOptions } from './schema.ts';

const CODE_RULE = {
  base: {
    display: 'block',
    'margin-top': '8px',
    'white-space': 'pre-wrap',
    'text-align': 'left',
    'font-size': '12px',
    opacity: '.8',
    'max-height': '7.5em',
    overflow: 'hidden',
  },
};

/**
 * The site owner's own HTML. On the sites origin (live and preview) it is inserted as written:
 * it is their code on their site, and embeds (widgets, trackers, forms of other services) only
 * work that way; the app's origin, where a token lives, never serves it. In the editor it is an
 * inert placeholder showing the start of the code, never inserted (SPEC §4).
 */
export function HtmlRender({ options, context }: RenderProps<HtmlOptions>) {
  const html = typeof options.html === 'string' ? options.html : '';
  const sized = options.autoHeight
    ? ''
    : context.styles.className(
        mergeRules(
          responsiveRule(options.height, (height) => ({ height: px(height) })),
          {
            base: { overflow: 'auto' },
          },
        ),
        'html',
      );
  if (context.mode === 'edit') {
    const preview = html.trim().slice(0, 300);
    return (
      <div className={classNames('edit-placeholder', sized)} data-edit-inert="">
        <strong>Custom HTML</strong>
        {preview === '' ? (
          <span> (empty)</span>
        ) : (
          <code className={context.styles.className(CODE_RULE, 'hc')}>
            {preview}
            {html.trim().length > 300 ? '…' : ''}
          </code>
        )}
      </div>
    );
  }
  if (html.trim() === '') return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's own markup on their own site, by design (see above).
  return <div className={sized || undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
