import { classNames, Icon, mergeRules, px, responsiveRule, type StyleRule } from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderProps } from '../render/types.ts';
import { domId } from '../shared/FieldView.tsx';
import type { FAQ_TOGGLE_ICONS, FaqOptions } from './schema.ts';

type ToggleIcon = (typeof FAQ_TOGGLE_ICONS)[number];

/** Glyph of each toggle and how far it turns while its answer is open. */
const TOGGLES: Record<ToggleIcon, { icon: string; open: string }> = {
  chevron: { icon: 'chevron-down', open: 'rotate(180deg)' },
  plus: { icon: 'plus', open: 'rotate(45deg)' },
  caret: { icon: 'caret-down', open: 'rotate(180deg)' },
  arrow: { icon: 'arrow-right', open: 'rotate(90deg)' },
};

/** Blank lines separate paragraphs; single line breaks stay (pre-line). */
function paragraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Questions and answers as native `<details>`/`<summary>`: no script, keyboard and screen-reader
 * support from the browser, answers found by in-page search. "One open at a time" is the
 * `name` attribute, which groups the `<details>` so opening one closes the others.
 */
export function FaqRender({ element, options, context }: RenderProps<FaqOptions>) {
  const { styles, mode } = context;
  const items = options.items.filter((item) => item.question.trim() !== '');
  if (items.length === 0) {
    return mode === 'live' ? null : <div className="edit-placeholder">Add a question to this FAQ.</div>;
  }
  const toggle = TOGGLES[options.toggleIcon] ?? TOGGLES.chevron;
  const boxed = options.itemBackgroundColor !== '';
  const questionSize = responsiveRule(options.questionFontSize, (size) => ({ 'font-size': px(size) }));
  const answerSize = responsiveRule(options.answerFontSize, (size) => ({ 'font-size': px(size) }));

  const list = styles.className(
    {
      base: {
        display: 'flex',
        'flex-direction': 'column',
        gap: options.itemSpacing ? px(options.itemSpacing) : null,
      },
    },
    'fq',
  );
  const item = styles.className(
    {
      base: boxed
        ? { background: options.itemBackgroundColor, 'border-radius': '8px', padding: '4px 20px' }
        : { 'border-bottom': options.dividerColor ? `1px solid ${options.dividerColor}` : null },
      nested: {
        '[open] .faq-ico': { base: { transform: toggle.open } },
      },
    },
    'fi',
  );
  const question = styles.className(
    mergeRules(questionSize, {
      base: Object.assign(
        {
          display: 'flex',
          'align-items': 'center',
          'justify-content': 'space-between',
          gap: '16px',
          padding: '14px 0',
          cursor: 'pointer',
          'list-style': 'none',
        },
        fontDeclarations(options.FontFamily, 600, context),
        { 'line-height': '1.35', color: options.questionColor },
      ),
      nested: {
        '::-webkit-details-marker': { base: { display: 'none' } },
        ':focus-visible': {
          base: { outline: '2px solid currentColor', 'outline-offset': '2px', 'border-radius': '4px' },
        },
        ' .faq-ico': { base: { 'flex-shrink': '0', opacity: '.7', transition: 'transform .2s ease' } },
      },
    }),
    'fqq',
  );
  const answer = styles.className(
    mergeRules(answerSize, {
      base: Object.assign({ padding: '0 0 16px' }, fontDeclarations(options.FontFamily, 400, context), {
        'line-height': '1.6',
        'white-space': 'pre-line',
        color: options.answerColor,
      }),
      nested: { ' p + p': { base: { 'margin-top': '.75em' } } },
    } satisfies StyleRule),
    'fqa',
  );
  const group = options.allowMultipleOpen ? undefined : domId(element.id, 'faq');
  const iconSize = Math.round(options.questionFontSize.desktop * 0.85);

  return (
    <div className={classNames('faq', list)} data-edit-inert={mode === 'edit' ? '' : undefined}>
      {items.map((entry, index) => (
        <details
          // Items have no ids of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static server markup, never reordered.
          key={index}
          className={classNames('faq-i', item)}
          name={group}
          open={options.openFirst && index === 0 ? true : undefined}
        >
          <summary className={classNames('faq-q', question)}>
            <span>{entry.question}</span>
            <Icon name={toggle.icon} context={context} size={iconSize} className="faq-ico" />
          </summary>
          <div className={classNames('faq-a', answer)}>
            {paragraphs(entry.answer).map((text, paragraph) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static server markup, never reordered.
              <p key={paragraph}>{text}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
