import { BREAKPOINTS } from '@tessera/document';

/** CSS declarations by kebab-case property; null, undefined, false and '' are left out. */
export type Declarations = Readonly<Record<string, string | number | null | undefined | false>>;

/**
 * One element's (or container's) style: the base declarations, their tablet and mobile
 * overrides (max-width media queries at SPEC §9's 1187 px and 767 px), the hover variant, and
 * descendant rules keyed by a selector suffix (`' a'`, `'::placeholder'`, `' .sub'`).
 */
export interface StyleRule {
  base?: Declarations;
  tablet?: Declarations;
  mobile?: Declarations;
  hover?: Declarations;
  nested?: Readonly<Record<string, StyleRule>>;
}

/** Characters that could end a declaration, a block or the style element: never emitted. */
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;
const PROPERTY = /^(--)?[a-z][a-z0-9-]*$/;
const SELECTOR_SUFFIX = /^[\w\s.:>+~()*#[\]="-]*$/;

/** Property names are nearly always the same few dozen: checked once each. */
const checkedProperties = new Map<string, boolean>();

function isPropertyName(property: string): boolean {
  let ok = checkedProperties.get(property);
  if (ok === undefined) {
    ok = PROPERTY.test(property);
    if (checkedProperties.size < 10_000) checkedProperties.set(property, ok);
  }
  return ok;
}

function declarationText(declarations: Declarations | undefined): string {
  if (!declarations) return '';
  let out = '';
  for (const property in declarations) {
    const value = declarations[property];
    if (value === null || value === undefined || value === false || value === '') continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value) && isPropertyName(property)) out += `${property}:${value};`;
      continue;
    }
    if (!isPropertyName(property) || UNSAFE_VALUE.test(value)) continue;
    out += `${property}:${value};`;
  }
  return out;
}

/** FNV-1a, 32 bits, base 36: short, stable class names for identical style blocks. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The CSS of a rule, by bucket, for one selector (`&` while building the lookup key). */
interface Blocks {
  base: string;
  hover: string;
  tablet: string;
  mobile: string;
}

/** Rules declared once at module level and frozen: a sheet can know them by identity. */
const CONSTANT_RULES = new WeakSet<StyleRule>();

function deepFreeze(value: object): void {
  for (const inner of Object.values(value))
    if (typeof inner === 'object' && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner);
  Object.freeze(value);
}

/**
 * Marks a module-level rule as constant (and freezes it, so it stays so): the sheet then finds
 * its class by identity, without reading its declarations again on every use.
 */
export function constantRule<Rule extends StyleRule>(rule: Rule): Rule {
  deepFreeze(rule);
  CONSTANT_RULES.add(rule);
  return rule;
}

/**
 * A rule as given, flattened: bucket marks, properties and values, nested suffixes, in walking
 * order. Empty values are left out (they write nothing); invalid ones are kept, since this is
 * only the lookup key of what `build` already turned into CSS.
 */
type FlatRule = Array<string | number>;

interface SeenRule {
  flat: FlatRule;
  name: string;
}

const BUCKETS = ['base', 'hover', 'tablet', 'mobile'] as const;
const BUCKET_MARKS = ['\u0001base', '\u0001hover', '\u0001tablet', '\u0001mobile'] as const;
const NESTED_MARK = '\u0001nested';
const END_MARK = '\u0001end';
const FINGERPRINT_SEED = 0x811c9dc5;

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === '';
}

/** A few characters and the length of a string: cheap, and enough to keep candidate lists short. */
function mixString(h: number, text: string): number {
  const length = text.length;
  h = Math.imul(h ^ length, 0x01000193);
  if (length === 0) return h;
  h = Math.imul(h ^ text.charCodeAt(0), 0x01000193);
  h = Math.imul(h ^ text.charCodeAt(length >> 1), 0x01000193);
  h = Math.imul(h ^ text.charCodeAt(length - 1), 0x01000193);
  if (length > 8) h = Math.imul(h ^ text.charCodeAt(length >> 2), 0x01000193);
  if (length > 16) h = Math.imul(h ^ text.charCodeAt(length - (length >> 2)), 0x01000193);
  return h;
}

function mixValue(h: number, value: string | number): number {
  return typeof value === 'number' ? Math.imul(h ^ (value * 1000) ^ 0x5f, 0x01000193) : mixString(h, value);
}

function ruleFingerprint(rule: StyleRule, seed: number): number {
  let h = seed;
  for (let b = 0; b < 4; b++) {
    const declarations = rule[BUCKETS[b]!];
    if (declarations === undefined) continue;
    h = Math.imul(h ^ (b + 1), 0x01000193);
    for (const property in declarations) {
      const value = declarations[property];
      if (isEmptyValue(value)) continue;
      // A property's length is enough here: the exact walk in `sameRule` compares names anyway.
      h = mixValue(Math.imul(h ^ property.length, 0x01000193), value as string | number);
    }
  }
  const nested = rule.nested;
  if (nested !== undefined) {
    for (const suffix in nested) {
      const inner = nested[suffix];
      if (inner) h = ruleFingerprint(inner, mixString(Math.imul(h ^ 7, 0x01000193), suffix));
    }
  }
  return Math.imul(h ^ 11, 0x01000193);
}

function flattenRule(rule: StyleRule, flat: FlatRule): void {
  for (let b = 0; b < 4; b++) {
    const declarations = rule[BUCKETS[b]!];
    if (declarations === undefined) continue;
    flat.push(BUCKET_MARKS[b]!);
    for (const property in declarations) {
      const value = declarations[property];
      if (isEmptyValue(value)) continue;
      flat.push(property, value as string | number);
    }
  }
  const nested = rule.nested;
  if (nested !== undefined) {
    for (const suffix in nested) {
      const inner = nested[suffix];
      if (!inner) continue;
      flat.push(NESTED_MARK, suffix);
      flattenRule(inner, flat);
    }
  }
  flat.push(END_MARK);
}

/** Walks a rule against a flattened one; the index after it when they match, -1 otherwise. */
function sameRule(rule: StyleRule, flat: FlatRule, start: number): number {
  let i = start;
  for (let b = 0; b < 4; b++) {
    const declarations = rule[BUCKETS[b]!];
    if (declarations === undefined) continue;
    if (flat[i++] !== BUCKET_MARKS[b]) return -1;
    for (const property in declarations) {
      const value = declarations[property];
      if (isEmptyValue(value)) continue;
      if (flat[i++] !== property || flat[i++] !== value) return -1;
    }
  }
  const nested = rule.nested;
  if (nested !== undefined) {
    for (const suffix in nested) {
      const inner = nested[suffix];
      if (!inner) continue;
      if (flat[i++] !== NESTED_MARK || flat[i++] !== suffix) return -1;
      i = sameRule(inner, flat, i);
      if (i < 0) return -1;
    }
  }
  return flat[i] === END_MARK ? i + 1 : -1;
}

/**
 * The page's one stylesheet. Every style block becomes a class named after its content, so two
 * elements styled alike share one rule and the sheet holds each block once. Global rules
 * (keyframes, font faces, layout basics) are added by name and also emitted once.
 */
export class StyleSheet {
  private readonly classes = new Map<string, string>();
  /** Rules seen so far by fingerprint: the hit path of `className` compares and allocates nothing. */
  private readonly seen = new Map<number, SeenRule[]>();
  private readonly constants = new Map<StyleRule, string>();
  private readonly usedNames = new Set<string>();
  private readonly emitted: Blocks = { base: '', hover: '', tablet: '', mobile: '' };
  private readonly globals = new Map<string, string>();

  /**
   * The class for this rule ('' when it has no declarations at all). A page asks for the same
   * few hundred rules thousands of times, so a rule is first looked up as given (fingerprint,
   * then an exact walk against the rule stored under it) and only built into CSS when new.
   */
  className(rule: StyleRule, prefix = 's'): string {
    if (CONSTANT_RULES.has(rule)) {
      let known = this.constants.get(rule);
      if (known === undefined) {
        known = this.lookup(rule, prefix);
        this.constants.set(rule, known);
      }
      return known;
    }
    return this.lookup(rule, prefix);
  }

  private lookup(rule: StyleRule, prefix: string): string {
    const fingerprint = ruleFingerprint(rule, FINGERPRINT_SEED);
    const candidates = this.seen.get(fingerprint);
    if (candidates !== undefined)
      for (const candidate of candidates) if (sameRule(rule, candidate.flat, 0) >= 0) return candidate.name;
    const name = this.build(rule, prefix);
    const flat: FlatRule = [];
    flattenRule(rule, flat);
    if (candidates === undefined) this.seen.set(fingerprint, [{ flat, name }]);
    else candidates.push({ flat, name });
    return name;
  }

  /** The class of a rule's CSS text: identical CSS shares one class, whatever object it came from. */
  private build(rule: StyleRule, prefix: string): string {
    const blocks: Blocks = { base: '', hover: '', tablet: '', mobile: '' };
    collect(rule, '&', blocks);
    const key = `${blocks.base}|${blocks.hover}|${blocks.tablet}|${blocks.mobile}`;
    if (key === '|||') return '';
    let name = this.classes.get(key);
    if (name === undefined) {
      name = `${prefix}${hash(key)}`;
      while (this.usedNames.has(name)) name = `${name}x`;
      this.usedNames.add(name);
      this.classes.set(key, name);
      // Written again with the real selector ('&' may also appear inside a value).
      const own: Blocks = { base: '', hover: '', tablet: '', mobile: '' };
      collect(rule, `.${name}`, own);
      this.emitted.base += own.base;
      this.emitted.hover += own.hover;
      this.emitted.tablet += own.tablet;
      this.emitted.mobile += own.mobile;
    }
    return name;
  }

  /** A rule the page needs once whatever uses it (a keyframe, a font face); later calls are no-ops. */
  global(id: string, css: string): void {
    if (!this.globals.has(id)) this.globals.set(id, css);
  }

  hasGlobal(id: string): boolean {
    return this.globals.has(id);
  }

  toString(): string {
    let css = '';
    for (const rule of this.globals.values()) css += rule;
    css += this.emitted.base;
    css += this.emitted.hover;
    if (this.emitted.tablet) css += `@media (max-width:${BREAKPOINTS.desktop}px){${this.emitted.tablet}}`;
    if (this.emitted.mobile) css += `@media (max-width:${BREAKPOINTS.mobile}px){${this.emitted.mobile}}`;
    return css;
  }
}

function collect(rule: StyleRule, selector: string, into: Blocks): void {
  const base = declarationText(rule.base);
  if (base) into.base += `${selector}{${base}}`;
  const hover = declarationText(rule.hover);
  if (hover) into.hover += `${selector}:hover,${selector}:focus-visible{${hover}}`;
  const tablet = declarationText(rule.tablet);
  if (tablet) into.tablet += `${selector}{${tablet}}`;
  const mobile = declarationText(rule.mobile);
  if (mobile) into.mobile += `${selector}{${mobile}}`;
  const nested = rule.nested;
  if (nested === undefined) return;
  for (const suffix in nested) {
    if (!Object.hasOwn(nested, suffix) || !SELECTOR_SUFFIX.test(suffix)) continue;
    const inner = nested[suffix];
    if (inner) collect(inner, selector + suffix, into);
  }
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  let out = '';
  for (const name of names) if (name) out = out ? `${out} ${name}` : name;
  return out;
}
