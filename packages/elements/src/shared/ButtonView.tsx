import {
  type ButtonColors,
  type ButtonOptions,
  type ButtonTheme,
  buttonColors,
  buttonFontSizes,
  type HoverEffect,
} from '@tessera/document';
import type { ReactNode } from 'react';
import {
  borderDeclarations,
  classNames,
  constantRule,
  type Declarations,
  hoverDeclarations,
  Icon,
  memoized,
  mergeRules,
  px,
  type RenderContext,
  type StyleRule,
  shadowDeclarations,
} from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';

export interface ButtonViewProps {
  /** A full button option set of either kind (SPEC §3); '' colours take the page theme's. */
  options: ButtonOptions;
  context: RenderContext;
  /**
   * `link-or-button` follows the button's own action (a link, a popup, or nothing); `submit`
   * submits the form it sits in, whatever link the options carry.
   */
  as?: 'link-or-button' | 'submit';
  /**
   * SPEC §9 button theme. The option set itself has no theme field; elements that carry one
   * (contact card, coupons) pass it, and it replaces the corner radius (and adds depth for 3d).
   */
  theme?: ButtonTheme;
  /** Extra class on the outer wrapper, for the element that places the button. */
  className?: string;
  /** A submit button that waits for its island (the checkout's Pay, until the payment form is ready). */
  disabled?: boolean;
}

const MAIN_WEIGHT = 600;
const SUB_WEIGHT = 400;

const THEME_RADIUS: Record<Exclude<ButtonTheme, '3d'>, string> = {
  square: '0',
  '5pt-corner': '5px',
  '10pt-corner': '10px',
  '15pt-corner': '15px',
  '20pt-corner': '20px',
  pill: '999px',
};

/** Popup ids become DOM ids the same way the renderer writes them on the `<dialog>`. */
function popupDomId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '');
}

function radiusDeclarations(key: ButtonKey): Declarations {
  const theme = key.theme;
  if (theme && theme !== '3d') {
    return { 'border-radius': THEME_RADIUS[theme] };
  }
  const r = px(key.BorderRadius);
  if (key.BorderRadius === 0) return {};
  if (key.RadiusEdge === 'toponly') return { 'border-radius': `${r} ${r} 0 0` };
  if (key.RadiusEdge === 'bottomonly') return { 'border-radius': `0 0 ${r} ${r}` };
  return { 'border-radius': r };
}

const PRESSED_3D: StyleRule = Object.freeze({
  base: Object.freeze({ transform: 'translateY(2px)', 'box-shadow': 'inset 0 -1px 0 rgba(0,0,0,.22)' }),
});

function isEmptyDeclarations(declarations: Declarations): boolean {
  for (const _ in declarations) return false;
  return true;
}

/** The hover effect: the newer HoverAnimation where set, else the older HoverClass. */
function hoverEffect(options: ButtonOptions): HoverEffect {
  if (options.kind === 'modern' && options.HoverAnimation !== 'none') return options.HoverAnimation;
  return options.HoverClass;
}

/** Declarations every button shares, kept in one deduplicated class. */
const BASE_RULE: StyleRule = constantRule({
  base: {
    'align-items': 'center',
    'justify-content': 'center',
    gap: '.5em',
    'max-width': '100%',
    'text-align': 'center',
    'text-decoration': 'none',
    'line-height': '1.2',
    cursor: 'pointer',
    'vertical-align': 'middle',
    'touch-action': 'manipulation',
    transition: 'background-color .2s,color .2s,border-color .2s,transform .2s,box-shadow .2s',
  },
  nested: {
    ' .btn-txt': { base: { display: 'inline-flex', 'flex-direction': 'column', 'min-width': '0' } },
    // Full strength: sub text is small (10 px on phones, SPEC §9), so it needs all its contrast.
    ' .btn-sub': { base: { 'margin-top': '.25em' } },
    ' svg': { base: { 'flex-shrink': '0' } },
    ' img': { base: { 'flex-shrink': '0', 'object-fit': 'contain' } },
    '[aria-busy=true]': { base: { cursor: 'progress', opacity: '.75' } },
    ':disabled': { base: { cursor: 'not-allowed' } },
  },
});

/** Everything a button's classes are made from. */
interface ButtonKey extends ButtonColors {
  Alignment: ButtonOptions['Alignment'];
  kind: ButtonOptions['kind'];
  BackgroundColor: string;
  theme: ButtonTheme | undefined;
  textSize: number;
  subSize: number;
  mobileTextSize: number;
  mobileSubSize: number;
  hasSub: boolean;
  effect: HoverEffect;
  Border: ButtonOptions['Border'];
  BorderStyle: ButtonOptions['BorderStyle'];
  BorderWidth: number;
  BorderRadius: number;
  RadiusEdge: ButtonOptions['RadiusEdge'];
  shadow: string | number | false | null | undefined;
  Width: ButtonOptions['Width'];
  ImageAlignment: ButtonOptions['ImageAlignment'];
  FontFamily: string;
  PaddingTop: number;
  PaddingRight: number;
  PaddingBottom: number;
  PaddingLeft: number;
  TextShadow: boolean;
}

function buttonKey(
  options: ButtonOptions,
  context: RenderContext,
  theme: ButtonTheme | undefined,
): ButtonKey {
  const colors = buttonColors(options, context.theme);
  const desktop = buttonFontSizes(options, 'desktop');
  const mobile = buttonFontSizes(options, 'mobile');
  return {
    Alignment: options.Alignment,
    kind: options.kind,
    BackgroundColor: options.BackgroundColor,
    theme,
    text: colors.text,
    subText: colors.subText,
    background: colors.background,
    border: colors.border,
    hoverText: colors.hoverText,
    hoverSubText: colors.hoverSubText,
    hoverBackground: colors.hoverBackground,
    hoverBorder: colors.hoverBorder,
    textSize: desktop.text,
    subSize: desktop.sub,
    mobileTextSize: mobile.text,
    mobileSubSize: mobile.sub,
    hasSub: options.SubText.trim() !== '',
    effect: hoverEffect(options),
    Border: options.Border,
    BorderStyle: options.BorderStyle,
    BorderWidth: options.BorderWidth,
    BorderRadius: options.BorderRadius,
    RadiusEdge: options.RadiusEdge,
    shadow: shadowDeclarations(options.BoxShadow)['box-shadow'],
    Width: options.Width,
    ImageAlignment: options.ImageAlignment,
    FontFamily: options.FontFamily,
    PaddingTop: options.PaddingTop,
    PaddingRight: options.PaddingRight,
    PaddingBottom: options.PaddingBottom,
    PaddingLeft: options.PaddingLeft,
    TextShadow: options.TextShadow,
  };
}

function buttonRule(key: ButtonKey, context: RenderContext): StyleRule {
  const { theme, hasSub } = key;
  const hover = hoverDeclarations(
    {
      effect: key.effect,
      backgroundColor: key.hoverBackground === key.background ? '' : key.hoverBackground,
      textColor: key.hoverText === key.text ? '' : key.hoverText,
      borderColor: key.hoverBorder === key.border ? '' : key.hoverBorder,
    },
    context.styles,
  );
  const border = borderDeclarations({
    position: key.Border,
    style: key.BorderStyle,
    width: key.BorderWidth,
    color: key.border,
  });
  const depth = theme === '3d' ? 'inset 0 -4px 0 rgba(0,0,0,.22)' : undefined;
  const shadow = key.shadow;
  const subColor = key.subText === key.text ? undefined : key.subText;
  const subHoverColor = key.hoverSubText === key.subText ? undefined : key.hoverSubText;
  const nested: Record<string, StyleRule> = {};
  if (hasSub)
    nested[' .btn-sub'] = {
      base: { 'font-size': px(key.subSize), 'font-weight': SUB_WEIGHT, color: subColor },
      mobile: key.subSize === key.mobileSubSize ? undefined : { 'font-size': px(key.mobileSubSize) },
    };
  if (hasSub && subHoverColor) {
    nested[':hover .btn-sub'] = { base: { color: subHoverColor } };
    nested[':focus-visible .btn-sub'] = { base: { color: subHoverColor } };
  }
  if (theme === '3d') nested[':active'] = PRESSED_3D;
  return mergeRules({
    base: Object.assign(
      {
        display: key.Width === 'fill' ? 'flex' : 'inline-flex',
        width: key.Width === 'fill' ? '100%' : null,
        'flex-direction': key.ImageAlignment === 'right' ? 'row-reverse' : null,
      },
      fontDeclarations(key.FontFamily, MAIN_WEIGHT, context),
      {
        'font-size': px(key.textSize),
        color: key.text,
        'background-color': key.background || 'transparent',
        border: isEmptyDeclarations(border) ? '0' : null,
      },
      border,
      radiusDeclarations(key),
      {
        padding: `${px(key.PaddingTop)} ${px(key.PaddingRight)} ${px(key.PaddingBottom)} ${px(key.PaddingLeft)}`,
        'box-shadow': shadow && depth ? `${shadow},${depth}` : shadow || depth || null,
        'text-shadow': key.TextShadow ? '0 1px 2px rgba(0,0,0,.35)' : null,
      },
    ),
    mobile: key.textSize === key.mobileTextSize ? undefined : { 'font-size': px(key.mobileTextSize) },
    hover,
    nested,
  });
}

/** The strip's class and the button's. */
function buttonClasses(context: RenderContext, key: ButtonKey): { wrap: string; button: string } {
  const { styles } = context;
  const wrap = styles.className(
    {
      base: {
        display: 'flex',
        'justify-content': ALIGN[key.Alignment],
        // A modern button's BackgroundColor is the strip behind it, not its fill.
        'background-color': key.kind === 'modern' ? key.BackgroundColor : '',
      },
    },
    'bw',
  );
  const button = classNames(
    'btn',
    styles.className(BASE_RULE, 'bb'),
    styles.className(buttonRule(key, context), 'b'),
  );
  return { wrap, button };
}

const ALIGN: Record<ButtonOptions['Alignment'], string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * A button option set as markup: an `<a>` for a link, a `<button type="button" data-popup>` for
 * a popup (the popup island opens it), a `<button type="submit">` in a form, and an inert copy
 * of each in the editor (SPEC §4: clicks are suppressed there). The element's own margin,
 * visibility and animation are the renderer's; this draws the button and the strip it sits on.
 */
export function ButtonView({
  options,
  context,
  as = 'link-or-button',
  theme,
  className,
  disabled,
}: ButtonViewProps) {
  const { styles, mode } = context;
  const edit = mode === 'edit';
  const hasSub = options.SubText.trim() !== '';
  if (hasSub) fontDeclarations(options.FontFamily, SUB_WEIGHT, context);
  if (hoverEffect(options) !== 'none') {
    styles.global(
      'button-reduced-motion',
      '@media (prefers-reduced-motion:reduce){.btn:hover,.btn:focus-visible{animation:none!important;transform:none!important}}',
    );
  }

  const { wrap: wrapClass, button: buttonClass } = memoized(
    context,
    buttonClasses,
    buttonKey(options, context, theme),
  );

  const text = options.Text.trim();
  const iconName = options.Icon.trim();
  // An icon-only button still needs a name: the icon's own, read out as words.
  const iconLabel = text === '' && !hasSub && iconName ? iconName.replace(/[-_]+/g, ' ') : undefined;
  const icon = iconName ? (
    <Icon name={iconName} context={context} size={options.IconSize} className="btn-ico" label={iconLabel} />
  ) : null;
  const image =
    options.ShowImage && options.Image.url ? (
      <img
        className="btn-img"
        src={options.Image.url}
        alt=""
        width={options.ShowWidth || undefined}
        height={options.ShowHeight || undefined}
        loading="lazy"
        decoding="async"
      />
    ) : null;
  const content: ReactNode = (
    <>
      {image}
      {!options.IconAfter && icon}
      {text !== '' || hasSub ? (
        <span className="btn-txt">
          {text !== '' && <span className="btn-main">{options.Text}</span>}
          {hasSub && <span className="btn-sub">{options.SubText}</span>}
        </span>
      ) : null}
      {options.IconAfter && icon}
    </>
  );

  let control: ReactNode;
  if (as === 'submit') {
    control = edit ? (
      <button type="button" className={buttonClass} data-edit-inert="">
        {content}
      </button>
    ) : (
      <button type="submit" className={buttonClass} disabled={disabled || undefined}>
        {content}
      </button>
    );
  } else {
    const action = context.buttonAction(options);
    if (action.kind === 'popup') {
      const popupId = action.popupId ? popupDomId(action.popupId) : '';
      if (!edit && popupId) context.needIsland('popup');
      control = (
        <button
          type="button"
          className={buttonClass}
          data-popup={edit || popupId === '' ? undefined : popupId}
          aria-haspopup={edit || popupId === '' ? undefined : 'dialog'}
          data-edit-inert={edit ? '' : undefined}
        >
          {content}
        </button>
      );
    } else if (action.kind === 'link' && !edit) {
      control = (
        <a
          className={buttonClass}
          href={action.href}
          target={action.newWindow ? '_blank' : undefined}
          rel={action.newWindow ? 'noopener noreferrer' : undefined}
        >
          {content}
        </a>
      );
    } else {
      // Nowhere to go (or the editor, where links do not navigate): drawn like a button, but not
      // announced as a control that does nothing.
      control = (
        <span className={buttonClass} data-edit-inert={edit ? '' : undefined}>
          {content}
        </span>
      );
    }
  }

  return <div className={classNames('btn-wrap', wrapClass, className)}>{control}</div>;
}
