import {
  classNames,
  Icon,
  memoized,
  mergeRules,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderContext, RenderProps } from '../render/types.ts';
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

interface FaqLookKey {
  toggleIcon: ToggleIcon;
  itemBackgroundColor: string;
  dividerColor: string;
  itemSpacing: number;
  FontFamily: string;
  questionColor: string;
  answerColor: string;
  questionSize: number;
  questionTablet: number | undefined;
  questionMobile: number | undefined;
  answerSize: number;
  answerTablet: number | undefined;
  answerMobile: number | undefined;
}

function faqClasses(
  context: RenderContext,
  key: FaqLookKey,
): { list: string; item: string; question: string; answer: string } {
  const { styles } = context;
  const toggle = TOGGLES[key.toggleIcon] ?? TOGGLES.chevron;
  const boxed = key.itemBackgroundColor !== '';
  const questionSize = responsiveRule(
    { desktop: key.questionSize, tablet: key.questionTablet, mobile: key.questionMobile },
    (size) => ({ 'font-size': px(size) }),
  );
  const answerSize = responsiveRule(
    { desktop: key.answerSize, tablet: key.answerTablet, mobile: key.answerMobile },
    (size) => ({ 'font-size': px(size) }),
  );

  const list = styles.className(
    {
      base: {
        display: 'flex',
        'flex-direction': 'column',
        gap: key.itemSpacing ? px(key.itemSpacing) : null,
      },
    },
    'fq',
  );
  const item = styles.className(
    {
      base: boxed
        ? { background: key.itemBackgroundColor, 'border-radius': '8px', padding: '4px 20px' }
        : { 'border-bottom': key.dividerColor ? `1px solid ${key.dividerColor}` : null },
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
        fontDeclarations(key.FontFamily, 600, context),
        { 'line-height': '1.35', color: key.questionColor },
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
      base: Object.assign({ padding: '0 0 16px' }, fontDeclarations(key.FontFamily, 400, context), {
        'line-height': '1.6',
        'white-space': 'pre-line',
        color: key.answerColor,
      }),
      nested: { ' p + p': { base: { 'margin-top': '.75em' } } },
    } satisfies StyleRule),
    'fqa',
  );
  return { list, item, question, answer };
}

/**
 * Questions and answers as native `<details>`/`<summary>`: no script, keyboard and screen-reader
 * support from the browser, answers found by in-page search. "One open at a time" is the
 * `name` attribute, which groups the `<details>` so opening one closes the others.
 */
export function FaqRender({ element, options, context }: RenderProps<FaqOptions>) {
  const { mode } = context;
  const items = options.items.filter((item) => item.question.trim() !== '');
  if (items.length === 0) {
    return mode === 'live' ? null : <div className="edit-placeholder">Add a question to this FAQ.</div>;
  }
  const toggle = TOGGLES[options.toggleIcon] ?? TOGGLES.chevron;
  const { questionFontSize: questionSize, answerFontSize: answerSize } = options;
  const classes = memoized(context, faqClasses, {
    toggleIcon: options.toggleIcon,
    itemBackgroundColor: options.itemBackgroundColor,
    dividerColor: options.dividerColor,
    itemSpacing: options.itemSpacing,
    FontFamily: options.FontFamily,
    questionColor: options.questionColor,
    answerColor: options.answerColor,
    questionSize: questionSize.desktop,
    questionTablet: questionSize.tablet,
    questionMobile: questionSize.mobile,
    answerSize: answerSize.desktop,
    answerTablet: answerSize.tablet,
    answerMobile: answerSize.mobile,
  });
  const { list, item, question, answer } = classes;
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
