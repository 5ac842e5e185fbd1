import type { IconShape } from '@tessera/api-contract';
import { BREAKPOINTS, FONT_FAMILIES, fontWeightsOf } from '@tessera/document';
import { type FontUsage, type StyleRule, StyleSheet } from '@tessera/elements';
import { fontFaceCss } from '@tessera/renderer/fonts';
import { EDITOR_CANVAS_CSS } from './canvas-css.ts';

/**
 * The canvas document: an iframe (same origin; its CSP is script-src 'none', so nothing in it runs) in
 * which the elements' own Render components draw in edit mode. Its viewport is the device width,
 * so the page's own media queries apply exactly as on a published page.
 */
export const FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'"><style data-part="fonts"></style></head><body><svg data-part="sprite" width="0" height="0" style="position:absolute" aria-hidden="true"></svg><div data-part="root"></div></body></html>`;

type Bucket = 'globals' | 'base' | 'hover' | 'tablet' | 'mobile';
const BUCKETS: readonly Bucket[] = ['globals', 'base', 'hover', 'tablet', 'mobile'];
type FrameWindow = Window & typeof globalThis;

/**
 * Names classes exactly as the published page's sheet does (content-addressed), and knows each
 * class's rules sorted into the sheet's layers (base, hover, tablet, mobile), parsed once.
 */
class ClassRegistry {
  private readonly namer = new StyleSheet();
  private readonly rules = new Map<string, Record<Bucket, string[]>>();

  constructor(private readonly win: FrameWindow) {}

  name(rule: StyleRule, prefix: string): string {
    const name = this.namer.className(rule, prefix);
    if (name !== '' && !this.rules.has(name)) {
      // The class's own CSS from a sheet holding only it; the names match (both hash the rule).
      const probe = new StyleSheet();
      const probeName = probe.className(rule, prefix);
      const css =
        probeName === name ? probe.toString() : probe.toString().replaceAll(`.${probeName}`, `.${name}`);
      this.rules.set(name, this.sort(css));
    }
    return name;
  }

  rulesOf(name: string): Record<Bucket, string[]> | undefined {
    return this.rules.get(name);
  }

  /** Lets the browser parse the CSS, then files each rule under its layer. */
  private sort(css: string): Record<Bucket, string[]> {
    const out: Record<Bucket, string[]> = { globals: [], base: [], hover: [], tablet: [], mobile: [] };
    const parsed = new this.win.CSSStyleSheet();
    parsed.replaceSync(css);
    for (const rule of Array.from(parsed.cssRules)) {
      if (rule instanceof this.win.CSSMediaRule) {
        const bucket = rule.conditionText.includes(`${BREAKPOINTS.mobile}px`) ? 'mobile' : 'tablet';
        for (const inner of Array.from(rule.cssRules)) out[bucket].push(inner.cssText);
      } else if (rule instanceof this.win.CSSStyleRule && /:hover,.*:focus-visible/.test(rule.selectorText)) {
        out.hover.push(rule.cssText);
      } else {
        out.base.push(rule.cssText);
      }
    }
    return out;
  }
}

/** Where a scope's rules of one layer go. */
interface Layers {
  /** Class names and global ids whose rules are in these layers. */
  readonly written: Set<string>;
  insert(bucket: Bucket, cssText: string): void;
}

/** The media rule that wraps the tablet and mobile layers. */
const LAYER_MEDIA: Readonly<Record<Bucket, string | null>> = {
  globals: null,
  base: null,
  hover: null,
  tablet: `@media (max-width:${BREAKPOINTS.desktop}px)`,
  mobile: `@media (max-width:${BREAKPOINTS.mobile}px)`,
};

/** The five layers of the published sheet as constructed sheets (media rules wrap two of them). */
class LayerSheets implements Layers {
  readonly sheets: Readonly<Record<Bucket, CSSStyleSheet>>;
  private readonly media: { tablet: CSSMediaRule; mobile: CSSMediaRule };
  readonly written = new Set<string>();

  constructor(win: FrameWindow) {
    const make = () => new win.CSSStyleSheet();
    this.sheets = { globals: make(), base: make(), hover: make(), tablet: make(), mobile: make() };
    this.sheets.tablet.insertRule(`${LAYER_MEDIA.tablet}{}`, 0);
    this.sheets.mobile.insertRule(`${LAYER_MEDIA.mobile}{}`, 0);
    this.media = {
      tablet: this.sheets.tablet.cssRules[0] as CSSMediaRule,
      mobile: this.sheets.mobile.cssRules[0] as CSSMediaRule,
    };
  }

  insert(bucket: Bucket, cssText: string): void {
    try {
      if (bucket === 'tablet' || bucket === 'mobile') {
        const media = this.media[bucket];
        media.insertRule(cssText, media.cssRules.length);
      } else {
        const sheet = this.sheets[bucket];
        sheet.insertRule(cssText, sheet.cssRules.length);
      }
    } catch {
      // A rule the browser does not understand is skipped, as it would be on the published page.
    }
  }

  /** Each layer's rules as style sheet text. */
  texts(): Record<Bucket, string> {
    const text = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    return {
      globals: text(this.sheets.globals),
      base: text(this.sheets.base),
      hover: text(this.sheets.hover),
      tablet: text(this.sheets.tablet),
      mobile: text(this.sheets.mobile),
    };
  }
}

/**
 * A section scope's own layers: `<style>` elements between the shared ones. Rules go in through
 * the CSSOM (a text rewrite would parse the layer again on every edit); a style element that is
 * re-inserted (React moves a section's host when the section moves) is parsed again from its
 * text, which has none of them, so `restore` writes them into the text then.
 */
class LayerElements implements Layers {
  readonly written = new Set<string>();
  private readonly rules: Record<Bucket, string[]> = {
    globals: [],
    base: [],
    hover: [],
    tablet: [],
    mobile: [],
  };

  constructor(private readonly elements: Readonly<Record<Bucket, HTMLStyleElement>>) {}

  insert(bucket: Bucket, cssText: string): void {
    const sheet = this.elements[bucket].sheet;
    if (!sheet) return;
    const target = LAYER_MEDIA[bucket] === null ? sheet : (sheet.cssRules[0] as CSSMediaRule);
    try {
      const index = target.insertRule(cssText, target.cssRules.length);
      this.rules[bucket].push(target.cssRules[index]!.cssText);
    } catch {
      // A rule the browser does not understand is skipped, as it would be on the published page.
    }
  }

  /** Writes the rules into the elements' text (after a move parsed them again from it). */
  restore(): void {
    for (const bucket of BUCKETS) {
      const rules = this.rules[bucket];
      if (rules.length > 0) this.elements[bucket].textContent = layerText(bucket, rules.join('\n'));
    }
  }
}

function layerText(bucket: Bucket, rules: string): string {
  const media = LAYER_MEDIA[bucket];
  return media === null ? rules : `${media}{${rules}}`;
}

/**
 * What the scopes share: the layers the page's first drawing filled (the page's base CSS
 * opening their globals sheet), and the editor's own rules. `open` until the first drawing is
 * done; `texts` is that drawing's layers as text, for the section scopes' style elements.
 */
interface SharedSheets {
  initial: LayerSheets;
  /** How many rules at the start of the initial globals sheet are the page's base CSS. */
  pageBaseRules: number;
  editor: CSSStyleSheet;
  open: boolean;
  texts: Record<Bucket, string> | null;
  /** Section scopes drawing from style elements (the base CSS is rewritten in each). */
  sections: Set<ScopeStyleSheet>;
}

/**
 * The style sheet of one style scope of the canvas: the document itself (section boxes,
 * popups), or one section's shadow root (everything inside the section). Chrome's cost of a
 * new rule follows two things: the nodes of the scope whose sheet changed (it looks through
 * them for what the rule may restyle), and the rules of every sheet of every scope (whenever
 * any sheet changes it gathers all their rules' features again, scope by scope, and a sheet
 * shared by being adopted is gathered once per scope that adopts it). Only `<style>` elements
 * with the same text share their parsed contents, and contents shared that way are gathered
 * once (measured at 75 scopes: adding a rule to one scope cost ~2 ms with adopted shared
 * layers, ~0.8 ms with style elements, as much as at 8 scopes).
 *
 * So the rules the page's first drawing needs are written into one set of constructed layers;
 * while that drawing lasts every scope adopts them, and once it is done each section scope
 * draws them from style elements holding the same text. A rule an edit adds later goes into
 * the edited scope's own layers, style elements between the shared ones: the edit costs its
 * section, not the page. A scope never swaps its sheets after that (that would restyle the
 * whole section, ~4 ms). The layers keep the published sheet's order (shared before own within
 * a layer, rules in the order first needed) between the page base and the editor's rules, so
 * a rule wins or loses exactly as it will when published. The document scope keeps adopted
 * sheets: it is one scope, and its own layers are made when it first needs them.
 */
export class ScopeStyleSheet extends StyleSheet {
  private own: Layers | null = null;
  /** A section scope's style element holding the shared base CSS + globals, once it draws from elements. */
  private globalsElement: HTMLStyleElement | null = null;

  constructor(
    private readonly registry: ClassRegistry,
    private readonly win: FrameWindow,
    private readonly root: Document | ShadowRoot,
    private readonly shared: SharedSheets,
  ) {
    super();
    if (this.shared.open || !this.drawFromStyleElements()) this.adopt();
  }

  private adopt(): void {
    const { initial, editor } = this.shared;
    const own = this.own instanceof LayerSheets ? this.own : null;
    this.root.adoptedStyleSheets = [
      ...BUCKETS.flatMap((bucket) =>
        own ? [initial.sheets[bucket], own.sheets[bucket]] : [initial.sheets[bucket]],
      ),
      editor,
    ];
  }

  /**
   * A section scope moves from the adopted shared layers to style elements holding their text,
   * with empty own layers between them (see the class). False for the document scope, and for
   * a scope with own rules already (its adopted sheets stay).
   */
  drawFromStyleElements(): boolean {
    const root = this.root;
    if (this.globalsElement !== null) return true;
    if (!('host' in root) || this.own !== null) return false;
    const texts = this.shared.texts;
    if (texts === null) return false;
    const doc = root.ownerDocument;
    const style = (text: string, layer: string) => {
      const element = doc.createElement('style');
      element.dataset.layer = layer;
      element.textContent = text;
      return element;
    };
    const fragment = doc.createDocumentFragment();
    const sharedElements = {} as Record<Bucket, HTMLStyleElement>;
    const ownElements = {} as Record<Bucket, HTMLStyleElement>;
    for (const bucket of BUCKETS) {
      sharedElements[bucket] = style(texts[bucket], bucket);
      ownElements[bucket] = style(layerText(bucket, ''), `own-${bucket}`);
      fragment.append(sharedElements[bucket], ownElements[bucket]);
    }
    fragment.append(style(EDITOR_CANVAS_CSS, 'editor'));
    root.prepend(fragment);
    root.adoptedStyleSheets = [];
    this.own = new LayerElements(ownElements);
    this.globalsElement = sharedElements.globals;
    // The one place deleted sections are let go (their scopes would otherwise live as long as
    // the canvas): a theme change skips them until then.
    for (const section of this.shared.sections)
      if (!section.isConnected()) this.shared.sections.delete(section);
    this.shared.sections.add(this);
    return true;
  }

  /** After the scope's host was re-inserted: its own rules back into its style elements. */
  restoreOwnLayers(): void {
    if (this.own instanceof LayerElements) this.own.restore();
  }

  /** Whether the scope's section is on the canvas. */
  isConnected(): boolean {
    return 'host' in this.root ? this.root.host.isConnected : true;
  }

  /** Rewrites the shared base CSS + globals text (the same text in every section scope). */
  setSharedGlobals(text: string): void {
    if (this.globalsElement !== null && this.isConnected()) this.globalsElement.textContent = text;
  }

  private has(key: string): boolean {
    return this.shared.initial.written.has(key) || this.own?.written.has(key) === true;
  }

  /** Where a new rule goes: the shared layers during the first drawing, this scope's own after it. */
  private layersFor(key: string): Layers | null {
    if (this.has(key)) return null;
    if (this.shared.open) return this.shared.initial;
    if (this.own === null) {
      this.own = new LayerSheets(this.win);
      this.adopt();
    }
    return this.own;
  }

  override className(rule: StyleRule, prefix = 's'): string {
    const name = this.registry.name(rule, prefix);
    if (name === '') return name;
    const layers = this.layersFor(name);
    if (layers) {
      layers.written.add(name);
      const rules = this.registry.rulesOf(name);
      if (rules)
        for (const bucket of BUCKETS) for (const cssText of rules[bucket]) layers.insert(bucket, cssText);
    }
    return name;
  }

  override global(id: string, css: string): void {
    const key = `global:${id}`;
    const layers = this.layersFor(key);
    if (!layers) return;
    layers.written.add(key);
    layers.insert('globals', css);
  }

  override hasGlobal(id: string): boolean {
    return this.has(`global:${id}`);
  }
}

const SVG = 'http://www.w3.org/2000/svg';
const DEFAULT_VIEWBOX = '0 0 512 512';

/** The symbol id the renderer's sprite gives an icon name. */
export function iconSymbolId(name: string): string {
  return `i-${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')}`;
}

function iconLookupName(name: string): string {
  return name.trim().toLowerCase().replace(/^fa-/, '');
}

/**
 * Icons on the canvas: shapes are fetched from the server for the names the page uses (the full
 * set is megabytes) and put into the sprite of each style scope that draws them (an SVG `<use>`
 * only finds symbols in its own document or shadow root). A name not loaded yet renders at once
 * with a square view box, corrected in place when its shape arrives.
 */
export class CanvasIcons {
  /** null: the server has no such icon. */
  private readonly shapes = new Map<string, IconShape | null>();
  private readonly wanted = new Set<string>();
  private readonly inFlight = new Set<string>();
  /** Scopes waiting for a shape, by icon name. */
  private readonly waiting = new Map<string, Set<ParentNode>>();
  private readonly sprites = new WeakMap<ParentNode, { sprite: Element; names: Set<string> }>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly frame: Document,
    private readonly fetchShapes: (names: readonly string[]) => Promise<Record<string, IconShape>>,
  ) {}

  /** Registers a scope (the document or a shadow root) and the sprite element it draws from. */
  addScope(scope: ParentNode, sprite: Element): void {
    this.sprites.set(scope, { sprite, names: new Set() });
  }

  icon(name: string, scope: ParentNode): { id: string; viewBox: string } | null {
    const lookup = iconLookupName(name);
    if (!/^[a-z0-9-]{1,80}$/.test(lookup)) return null;
    const id = iconSymbolId(name);
    const shape = this.shapes.get(lookup);
    if (shape === null) return null;
    if (shape) {
      this.place(scope, lookup, shape);
      return { id, viewBox: `0 0 ${shape.width} ${shape.height}` };
    }
    const scopes = this.waiting.get(lookup) ?? new Set<ParentNode>();
    scopes.add(scope);
    this.waiting.set(lookup, scopes);
    this.request([lookup]);
    return { id, viewBox: DEFAULT_VIEWBOX };
  }

  /** Asks for shapes ahead of rendering (names found in the document before the first paint). */
  request(names: Iterable<string>): void {
    for (const raw of names) {
      const name = iconLookupName(raw);
      if (/^[a-z0-9-]{1,80}$/.test(name) && !this.shapes.has(name) && !this.inFlight.has(name))
        this.wanted.add(name);
    }
    if (this.wanted.size > 0 && this.timer === null) this.timer = setTimeout(() => void this.flush(), 0);
  }

  /** Puts an icon's symbol into a scope's sprite, once. */
  private place(scope: ParentNode, name: string, shape: IconShape): void {
    const entry = this.sprites.get(scope);
    if (!entry || entry.names.has(name)) return;
    entry.names.add(name);
    const symbol = this.frame.createElementNS(SVG, 'symbol');
    symbol.setAttribute('id', iconSymbolId(name));
    symbol.setAttribute('viewBox', `0 0 ${shape.width} ${shape.height}`);
    for (const d of shape.paths) {
      const path = this.frame.createElementNS(SVG, 'path');
      path.setAttribute('d', d);
      symbol.appendChild(path);
    }
    entry.sprite.appendChild(symbol);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const names = [...this.wanted].slice(0, 200);
    for (const name of names) {
      this.wanted.delete(name);
      this.inFlight.add(name);
    }
    let found: Record<string, IconShape> = {};
    try {
      found = await this.fetchShapes(names);
    } catch {
      // Tried again the next time they are drawn.
      for (const name of names) this.inFlight.delete(name);
      return;
    }
    for (const name of names) {
      const shape = found[name] ?? null;
      this.inFlight.delete(name);
      this.shapes.set(name, shape);
      const scopes = this.waiting.get(name);
      this.waiting.delete(name);
      if (!shape || !scopes) continue;
      const viewBox = `0 0 ${shape.width} ${shape.height}`;
      for (const scope of scopes) {
        this.place(scope, name, shape);
        for (const use of Array.from(scope.querySelectorAll(`use[href="#${iconSymbolId(name)}"]`)))
          use.parentElement?.setAttribute('viewBox', viewBox);
      }
    }
    if (this.wanted.size > 0) this.request([]);
  }
}

/** Loads each font face the page uses from the site's own font files, once (faces are document-wide). */
export class CanvasFonts implements FontUsage {
  private readonly wanted = new Map<string, { family: string; weight: number }>();
  private readonly loaded = new Set<string>();
  private readonly sheet: CSSStyleSheet;
  private assetBase = '';

  constructor(frame: Document, assetBase: string) {
    this.sheet = (frame.querySelector('style[data-part="fonts"]') as HTMLStyleElement).sheet!;
    this.setAssetBase(assetBase);
  }

  /** Where the font files are (the site's `/_assets`); faces asked for before it was known load now. */
  setAssetBase(assetBase: string): void {
    this.assetBase = assetBase;
    for (const [key, face] of this.wanted) this.load(key, face);
  }

  use(family: string, weight: number): void {
    if (!FONT_FAMILIES.some((font) => font.family === family)) return;
    const weights = fontWeightsOf(family);
    let nearest = weights[0] ?? 400;
    for (const candidate of weights)
      if (Math.abs(candidate - weight) < Math.abs(nearest - weight)) nearest = candidate;
    const key = `${family}:${nearest}`;
    if (this.wanted.has(key)) return;
    const face = { family, weight: nearest };
    this.wanted.set(key, face);
    this.load(key, face);
  }

  private load(key: string, face: { family: string; weight: number }): void {
    if (this.loaded.has(key) || !this.assetBase) return;
    this.loaded.add(key);
    const css = fontFaceCss([face], this.assetBase);
    for (const rule of css.split('}').filter(Boolean)) {
      try {
        this.sheet.insertRule(`${rule}}`, this.sheet.cssRules.length);
      } catch {
        // A face the browser cannot take leaves the fallback font in place.
      }
    }
  }
}

/** One style scope: its root (document or shadow root), sheet and sprite. */
export interface CanvasScope {
  root: Document | ShadowRoot;
  styles: ScopeStyleSheet;
}

/**
 * The canvas's style scopes: the document, and one shadow root per section (created by the
 * section's host element). Updating the page's base CSS (a theme font) rewrites the shared
 * globals layer: one sheet for the document, the same text in every section's style element.
 */
export class CanvasScopes {
  readonly document: CanvasScope;
  private readonly registry: ClassRegistry;
  private readonly shared: SharedSheets;
  private readonly byRoot = new WeakMap<ShadowRoot, CanvasScope>();
  /** Section roots made during the first drawing, moved to style elements when it is done. */
  private readonly roots = new Set<ShadowRoot>();
  private settling = false;

  constructor(
    private readonly frame: Document,
    private readonly icons: CanvasIcons,
  ) {
    const win = frame.defaultView as FrameWindow;
    this.registry = new ClassRegistry(win);
    const editor = new win.CSSStyleSheet();
    editor.replaceSync(EDITOR_CANVAS_CSS);
    this.shared = {
      initial: new LayerSheets(win),
      pageBaseRules: 0,
      editor,
      open: true,
      texts: null,
      sections: new Set(),
    };
    this.document = { root: frame, styles: this.scopeSheet(frame) };
    // A section host React re-inserts (a moved section) has its style elements parsed again.
    new win.MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) {
          const root = (node as Element).shadowRoot;
          if (root) this.byRoot.get(root)?.styles.restoreOwnLayers();
        }
    }).observe(frame.body, { childList: true, subtree: true });
    const sprite = frame.querySelector('svg[data-part="sprite"]');
    if (sprite) icons.addScope(frame, sprite);
  }

  /**
   * The page's first drawing is done: rules needed from now on go into the own sheets of the
   * scope that needs them (see ScopeStyleSheet).
   */
  /**
   * A section drew (in a layout effect). The sections of the first drawing commit together, so
   * it is over once that commit's work is: settling in a microtask then moves the sections to
   * their style elements before the browser has styled them once (done after a paint, the move
   * would restyle every section again: ~250 ms at 2,000 elements).
   */
  sectionDrawn(): void {
    if (!this.shared.open || this.settling) return;
    this.settling = true;
    queueMicrotask(() => this.settle());
  }

  settle(): void {
    if (!this.shared.open) return;
    this.shared.open = false;
    this.shared.texts = this.shared.initial.texts();
    for (const root of this.roots) this.byRoot.get(root)?.styles.drawFromStyleElements();
    this.roots.clear();
  }

  /** The page's base CSS (reset, layout, visibility), with the body in the theme font. */
  setPageBase(css: string): void {
    const globals = this.shared.initial.sheets.globals;
    for (let i = 0; i < this.shared.pageBaseRules; i++) globals.deleteRule(0);
    const parsed = new (this.frame.defaultView as FrameWindow).CSSStyleSheet();
    parsed.replaceSync(css);
    let count = 0;
    for (const rule of Array.from(parsed.cssRules)) {
      try {
        globals.insertRule(rule.cssText, count);
        count++;
      } catch {
        // Parsed by this same browser a moment ago; a rule it still refuses is left out.
      }
    }
    this.shared.pageBaseRules = count;
    const texts = this.shared.texts;
    if (texts !== null) {
      texts.globals = this.shared.initial.texts().globals;
      for (const section of this.shared.sections) section.setSharedGlobals(texts.globals);
    }
  }

  private scopeSheet(root: Document | ShadowRoot): ScopeStyleSheet {
    return new ScopeStyleSheet(this.registry, this.frame.defaultView as FrameWindow, root, this.shared);
  }

  /** The scope of a section's shadow root, made on first use. */
  of(root: ShadowRoot): CanvasScope {
    let scope = this.byRoot.get(root);
    if (!scope) {
      const sprite = this.frame.createElementNS(SVG, 'svg');
      sprite.setAttribute('width', '0');
      sprite.setAttribute('height', '0');
      sprite.setAttribute('aria-hidden', 'true');
      sprite.setAttribute('style', 'position:absolute');
      root.appendChild(sprite);
      this.icons.addScope(root, sprite);
      scope = { root, styles: this.scopeSheet(root) };
      this.byRoot.set(root, scope);
      if (this.shared.open) this.roots.add(root);
    }
    return scope;
  }
}

/** Icon names a document mentions (any option called Icon/icon, at any depth). */
export function iconNamesIn(value: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || typeof value !== 'object' || value === null) return into;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && /icon$/i.test(key) && inner) into.add(inner);
    else if (typeof inner === 'object') iconNamesIn(inner, into, depth + 1);
  }
  return into;
}
