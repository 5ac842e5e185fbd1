import {
  type FormField,
  type InputStyle,
  parseRules,
  type Responsive,
  type Rule,
  WHITESPACE_STRIPPING_RULES,
} from '@tessera/document';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import {
  classNames,
  type Declarations,
  memoized,
  px,
  responsiveRule,
  type StyleRule,
} from '../render/index.ts';
import { fontDeclarations } from '../render/text.ts';
import type { RenderContext } from '../render/types.ts';

/**
 * Form controls shared by the form element and the standalone input, textarea, dropdown and
 * checkbox elements: one look per SPEC §9 input style, the label (visible or screen-reader
 * only), the control with what its rules imply, and an empty error line the form island fills.
 */

/** What one control needs; a form field (`FormField`) is one, a standalone element maps onto one. */
export interface FieldSpec {
  name: string;
  label: string;
  type: FormField['type'];
  placeholder: string;
  rules: string;
  choices: readonly string[];
}

/** The typography and look options every field-bearing element has. */
export interface FieldLookOptions {
  inputStyle: InputStyle;
  FontFamily: string;
  FontSize: Responsive<number>;
  TextColor: string;
  labelColor: string;
}

/** Class names of one look, computed once per element and handed to each control. */
export interface FieldLook {
  field: string;
  label: string;
  control: string;
  select: string;
  textarea: string;
  check: string;
  error: string;
}

interface InputLook {
  background: string;
  border: Declarations;
  radius: string;
  /** Text colour when the element sets none; '' inherits the section's (transparent looks). */
  color: string;
  placeholder: string;
  shadow?: string;
  padding?: string;
  error: string;
}

const DARK_TEXT = '#111827';
const ERROR_ON_LIGHT = '#b91c1c';

/**
 * SPEC §9 input styles. Placeholder colours keep 4.5:1 on their own background; the transparent
 * looks (borderwhite for dark sections, blackunderline for light ones) take the section's colours.
 */
const INPUT_LOOKS: Record<InputStyle, InputLook> = {
  default: {
    background: '#ffffff',
    border: { border: '1px solid #d1d5db' },
    radius: '6px',
    color: DARK_TEXT,
    placeholder: '#6b7280',
    error: ERROR_ON_LIGHT,
  },
  gray: {
    background: '#f3f4f6',
    border: { border: '1px solid #f3f4f6' },
    radius: '6px',
    color: DARK_TEXT,
    placeholder: '#4b5563',
    error: ERROR_ON_LIGHT,
  },
  lightgray: {
    background: '#f9fafb',
    border: { border: '1px solid #e5e7eb' },
    radius: '6px',
    color: DARK_TEXT,
    placeholder: '#6b7280',
    error: ERROR_ON_LIGHT,
  },
  borderwhite: {
    background: 'transparent',
    border: { border: '1px solid #ffffff' },
    radius: '6px',
    color: '',
    placeholder: 'rgba(255,255,255,.85)',
    error: '#fecaca',
  },
  simple: {
    background: '#ffffff',
    border: { border: '1px solid #9ca3af' },
    radius: '0',
    color: DARK_TEXT,
    placeholder: '#6b7280',
    error: ERROR_ON_LIGHT,
  },
  '3dgradient': {
    background: 'linear-gradient(#ffffff,#eef2f7)',
    border: { border: '1px solid #cbd5e1' },
    radius: '6px',
    color: DARK_TEXT,
    placeholder: '#64748b',
    shadow: 'inset 0 1px 2px rgba(15,23,42,.12),0 1px 0 #ffffff',
    error: ERROR_ON_LIGHT,
  },
  simpleclean: {
    background: '#ffffff',
    border: { border: '1px solid transparent' },
    radius: '8px',
    color: DARK_TEXT,
    placeholder: '#6b7280',
    shadow: '0 1px 3px rgba(15,23,42,.12),0 0 0 1px rgba(15,23,42,.08)',
    error: ERROR_ON_LIGHT,
  },
  blackunderline: {
    background: 'transparent',
    border: { border: '0', 'border-bottom': '2px solid #111827' },
    radius: '0',
    color: '',
    placeholder: '#4b5563',
    padding: '10px 2px',
    error: ERROR_ON_LIGHT,
  },
};

const LABEL_WEIGHT = 600;
const TEXT_WEIGHT = 400;

/** A chevron for selects drawn without the platform arrow, so every input style lines up. */
const SELECT_ARROW =
  'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2712%27 height=%278%27 viewBox=%270 0 12 8%27%3E%3Cpath d=%27M1 1.5l5 5 5-5%27 fill=%27none%27 stroke=%27%236b7280%27 stroke-width=%271.8%27/%3E%3C/svg%3E")';

/** What a look is made from. */
interface LookKey {
  inputStyle: InputStyle;
  FontFamily: string;
  size: number;
  tabletSize: number | undefined;
  mobileSize: number | undefined;
  TextColor: string;
  labelColor: string;
}

/** The classes of one look; a page's fields share a handful of looks, so each is made once per page. */
export function fieldLook(options: FieldLookOptions, context: RenderContext): FieldLook {
  const size = options.FontSize;
  return memoized(context, makeFieldLook, {
    inputStyle: options.inputStyle,
    FontFamily: options.FontFamily,
    size: size.desktop,
    tabletSize: size.tablet,
    mobileSize: size.mobile,
    TextColor: options.TextColor,
    labelColor: options.labelColor,
  });
}

function makeFieldLook(context: RenderContext, key: LookKey): FieldLook {
  const options: FieldLookOptions = {
    inputStyle: key.inputStyle,
    FontFamily: key.FontFamily,
    FontSize: { desktop: key.size, tablet: key.tabletSize, mobile: key.mobileSize },
    TextColor: key.TextColor,
    labelColor: key.labelColor,
  };
  const { styles, theme } = context;
  const look = INPUT_LOOKS[options.inputStyle] ?? INPUT_LOOKS.default;
  const textColor = options.TextColor || look.color;
  const fontSize = responsiveRule(options.FontSize, (size) => ({ 'font-size': px(size) }));
  const accent = theme.ButtonBackground || '#2563eb';
  const control: StyleRule = {
    ...fontSize,
    base: Object.assign(
      { display: 'block', width: '100%', margin: '0' },
      fontDeclarations(options.FontFamily, TEXT_WEIGHT, context),
      fontSize.base,
      {
        'line-height': '1.4',
        padding: look.padding ?? '12px 14px',
        color: textColor,
        background: look.background,
      },
      look.border,
      {
        'border-radius': look.radius,
        'box-shadow': look.shadow,
        transition: 'border-color .15s,box-shadow .15s',
      },
    ),
    nested: {
      '::placeholder': { base: { color: look.placeholder, opacity: '1' } },
      ':focus': { base: { outline: 'none' } },
      ':focus-visible': { base: { outline: `2px solid ${accent}`, 'outline-offset': '1px' } },
      '[aria-invalid=true]': { base: { 'border-color': look.error } },
    },
  };
  // Each class is made when a control first asks for it: an input never needs the select's
  // or the checkbox's, and a page has hundreds of fields.
  const classes: Partial<FieldLook> = {};
  const once = (key: keyof FieldLook, make: () => string): string => (classes[key] ??= make());
  return {
    get label() {
      return once('label', () =>
        styles.className(
          {
            base: Object.assign(
              { display: 'block', 'margin-bottom': '6px' },
              fontDeclarations(options.FontFamily, LABEL_WEIGHT, context),
              { 'font-size': '.875em', 'line-height': '1.3', color: options.labelColor },
            ),
            nested: { ' .req': { base: { color: look.error, 'margin-left': '2px' } } },
          },
          'fl',
        ),
      );
    },
    get field() {
      return once('field', () =>
        styles.className(
          { base: { 'min-width': '0', ...fontSize.base }, tablet: fontSize.tablet, mobile: fontSize.mobile },
          'ff',
        ),
      );
    },
    get control() {
      return once('control', () => styles.className(control, 'fc'));
    },
    get select() {
      return once('select', () =>
        styles.className(
          {
            base: {
              appearance: 'none',
              '-webkit-appearance': 'none',
              'background-image': SELECT_ARROW,
              'background-repeat': 'no-repeat',
              'background-position': 'right 14px center',
              'padding-right': '40px',
              cursor: 'pointer',
            },
          },
          'fs',
        ),
      );
    },
    get textarea() {
      return once('textarea', () =>
        styles.className({ base: { resize: 'vertical', 'min-height': '96px' } }, 'ft'),
      );
    },
    get check() {
      return once('check', () =>
        styles.className(
          {
            base: Object.assign(
              { display: 'flex', 'align-items': 'flex-start', gap: '10px', cursor: 'pointer' },
              fontDeclarations(options.FontFamily, TEXT_WEIGHT, context),
              { 'line-height': '1.45', color: options.labelColor || options.TextColor },
            ),
            nested: {
              // 24 px: the smallest target WCAG 2.2 (2.5.8) allows next to other controls.
              ' input': {
                base: {
                  width: '24px',
                  height: '24px',
                  margin: '0',
                  'flex-shrink': '0',
                  'accent-color': accent,
                  cursor: 'pointer',
                },
              },
              ' input:focus-visible': { base: { outline: `2px solid ${accent}`, 'outline-offset': '2px' } },
              ' .req': { base: { color: look.error, 'margin-left': '2px' } },
            },
          },
          'fk',
        ),
      );
    },
    get error() {
      return once('error', () =>
        styles.className(
          {
            base: {
              margin: '6px 0 0',
              color: look.error,
              'font-size': '.8125em',
              'line-height': '1.35',
              ...fontDeclarations(options.FontFamily, TEXT_WEIGHT, context),
            },
          },
          'fe',
        ),
      );
    },
  };
}

/** The `autocomplete` token a browser fills a field with, from its name (presets) or type. */
const AUTOCOMPLETE_BY_NAME: Readonly<Record<string, HTMLInputAutoCompleteAttribute>> = {
  fullname: 'name',
  name: 'name',
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  // 'street-address' is multi-line, allowed on a textarea only; a one-line input holds the first line.
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  postalcode: 'postal-code',
  zip: 'postal-code',
  company: 'organization',
  country: 'country-name',
  website: 'url',
};

/** The on-screen keyboard each input type wants. */
const INPUT_MODES: Readonly<Record<string, ControlAttributes['inputMode']>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'decimal',
};

export interface ControlAttributes {
  type: HTMLInputTypeAttribute;
  required: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'email' | 'tel' | 'url' | 'decimal' | 'text';
  minLength?: number;
  maxLength?: number;
  /** Email-like values never hold spaces (SPEC §5); spell-checking and capitals only get in the way. */
  plainEntry: boolean;
}

function lengthRule(rules: readonly Rule[], name: 'min' | 'max'): number | undefined {
  const rule = rules.find((r) => r.name === name);
  const n = rule?.arg === undefined ? Number.NaN : Number(rule.arg);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * What a field's type and rules text say about its control: `required` from the rules (SPEC §5),
 * an email/phone/url rule upgrades a text field's type (and so its mobile keyboard), and `min:n` /
 * `max:n` become length limits the island checks with the same numbers.
 */
export function controlAttributes(field: Pick<FieldSpec, 'name' | 'type' | 'rules'>): ControlAttributes {
  // The rules text read once; `isRequired` and `stripsWhitespace` ask the same of the same list.
  const rules = parseRules(field.rules);
  const names = new Set(rules.map((rule) => rule.name));
  let type: HTMLInputTypeAttribute =
    field.type === 'select' || field.type === 'textarea' ? 'text' : field.type;
  if (type === 'text') {
    if (names.has('email')) type = 'email';
    else if (names.has('phone')) type = 'tel';
    else if (names.has('url')) type = 'url';
  }
  const inputMode = Object.hasOwn(INPUT_MODES, type) ? INPUT_MODES[type] : undefined;
  const autoComplete =
    AUTOCOMPLETE_BY_NAME[field.name.toLowerCase()] ??
    (type === 'email' || type === 'tel' || type === 'url' ? type : undefined);
  return {
    type,
    required: names.has('required'),
    autoComplete: field.type === 'checkbox' ? undefined : autoComplete,
    inputMode,
    minLength: lengthRule(rules, 'min'),
    maxLength: lengthRule(rules, 'max'),
    plainEntry:
      WHITESPACE_STRIPPING_RULES.some((name) => names.has(name)) || type === 'email' || type === 'url',
  };
}

/** DOM ids built from element ids and field names: only id characters survive. */
export function domId(...parts: string[]): string {
  return parts.map((part) => part.replace(/[^A-Za-z0-9_-]/g, '')).join('-');
}

export interface FieldViewProps {
  /** The control's DOM id; its error line is `{id}-err`. */
  id: string;
  field: FieldSpec;
  look: FieldLook;
  /** Visible label above the control; otherwise a screen-reader label and the placeholder. */
  showLabel: boolean;
  /** Textarea rows and the textarea's maxlength (0 = none). */
  rows?: number;
  maxLength?: number;
  /** Checkbox ticked when the page loads. */
  checked?: boolean;
  /** ISO country a phone number without '+' is read in (the server's libphonenumber check). */
  country?: string;
  /** Standalone fields in the editor: marked so the canvas keeps clicks and typing out of them. */
  inert?: boolean;
  className?: string;
}

/**
 * One labelled control. The rules text travels in `data-rules` for the form island, which shows
 * messages in the `{id}-err` line and links it with aria-describedby while it has one.
 */
export function FieldView({
  id,
  field,
  look,
  showLabel,
  rows,
  maxLength,
  checked,
  country,
  inert,
  className,
}: FieldViewProps) {
  const inertMark = inert ? '' : undefined;
  const attributes = controlAttributes(field);
  const errorId = `${id}-err`;
  const rules = field.rules.trim() === '' ? undefined : field.rules;
  const requiredMark = attributes.required ? (
    <span className="req" aria-hidden="true">
      *
    </span>
  ) : null;
  const error = <p className={classNames('fld-err', look.error)} id={errorId} hidden />;

  if (field.type === 'checkbox') {
    return (
      <div className={classNames('fld', 'fld-check', look.field, className)} data-edit-inert={inertMark}>
        <label className={look.check} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            value="true"
            required={attributes.required}
            defaultChecked={checked}
            data-rules={rules}
          />
          <span>
            {field.label}
            {requiredMark}
          </span>
        </label>
        {error}
      </div>
    );
  }

  const placeholder = field.placeholder.trim() === '' ? undefined : field.placeholder;
  const label = showLabel ? (
    <label className={look.label} htmlFor={id}>
      {field.label}
      {requiredMark}
    </label>
  ) : (
    <label className="sr-only" htmlFor={id}>
      {field.label || placeholder || field.name}
    </label>
  );

  let control: ReactNode;
  if (field.type === 'select') {
    const choices = field.choices.filter((choice) => choice.trim() !== '');
    control = (
      <select
        id={id}
        name={field.name}
        className={classNames(look.control, look.select)}
        required={attributes.required}
        autoComplete={attributes.autoComplete}
        defaultValue={placeholder === undefined ? choices[0] : ''}
        data-rules={rules}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice, index) => (
          // Choices may repeat; their order is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: static server markup, never reordered.
          <option key={index} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        id={id}
        name={field.name}
        className={classNames(look.control, look.textarea)}
        rows={rows ?? 4}
        placeholder={placeholder}
        required={attributes.required}
        minLength={attributes.minLength}
        maxLength={maxLength || attributes.maxLength}
        data-rules={rules}
      />
    );
  } else {
    control = (
      <input
        id={id}
        name={field.name}
        className={look.control}
        type={attributes.type}
        placeholder={placeholder}
        required={attributes.required}
        autoComplete={attributes.autoComplete}
        inputMode={attributes.inputMode}
        minLength={attributes.minLength}
        maxLength={attributes.maxLength}
        autoCapitalize={attributes.plainEntry ? 'off' : undefined}
        spellCheck={attributes.plainEntry ? false : undefined}
        data-rules={rules}
        data-country={attributes.type === 'tel' ? country : undefined}
      />
    );
  }

  return (
    <div className={classNames('fld', look.field, className)} data-edit-inert={inertMark}>
      {label}
      {control}
      {error}
    </div>
  );
}
