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

/** The five layers of the published sheet as constructed sheets (media rules wrap two of them). */
class LayerSheets {
  readonly sheets: Readonly<Record<Bucket, CSSStyleSheet>>;
  private readonly media: { tablet: CSSMediaRule; mobile: CSSMediaRule };
  /** Class names and global ids whose rules are in these sheets. */
  readonly written = new Set<string>();

  constructor(win: FrameWindow) {
    const make = () => new win.CSSStyleSheet();
    this.sheets = { globals: make(), base: make(), hover: make(), tablet: make(), mobile: make() };
    this.sheets.tablet.insertRule(`@media (max-width:${BREAKPOINTS.desktop}px){}`, 0);
    this.sheets.mobile.insertRule(`@media (max-width:${BREAKPOINTS.mobile}px){}`, 0);
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
}

/**
 * What every scope adopts: the layers the page's first drawing filled (one set for all scopes,
 * with the page's base CSS opening its globals sheet: one sheet fewer for every scope), and the
 * editor's own rules. `open` until the first drawing is done.
 */
interface SharedSheets {
  initial: LayerSheets;
  /** How many rules at the start of the initial globals sheet are the page's base CSS. */
  pageBaseRules: number;
  editor: CSSStyleSheet;
  open: boolean;
}

/**
 * The style sheet of one style scope of the canvas: the document itself (section boxes,
 * popups), or one section's shadow root (everything inside the section). Chrome's cost of a
 * new rule follows two things: the nodes of the scope whose sheet changed (it looks through
 * them for what the rule may restyle), and the sheets every scope adopts (it gathers their
 * rules' features again, scope by scope and sheet by sheet: measured, 75 scopes with twelve
 * sheets each cost ~1.3 ms per new rule, with six shared ones ~0.4 ms). So the rules the page's
 * first drawing needs go into one set of layers every scope shares, and a rule an edit adds
 * later goes into the edited scope's own layers, made when it first needs one and adopted
 * between the shared ones: the edit costs its section, not the page. A scope only ever gains
 * sheets; swapping any would restyle its whole section (~4 ms), which is also why the shared
 * layers are not merged into one sheet, nor the editor's rules into the last layer (they must
 * stay after a scope's own rules). Each scope's sheets keep the published sheet's order of layers
 * (shared before own within a layer, the order in which the rules were first needed), between
 * the page base and the editor's rules, so a rule wins or loses exactly as it will when
 * published.
 */
export class ScopeStyleSheet extends StyleSheet {
  /** Made when the scope first needs a rule of its own; until then it adopts shared sheets only. */
  private own: LayerSheets | null = null;

  constructor(
    private readonly registry: ClassRegistry,
    private readonly win: FrameWindow,
    private readonly root: Document | ShadowRoot,
    private readonly shared: SharedSheets,
  ) {
    super();
    this.adopt();
  }

  private adopt(): void {
    const { initial, editor } = this.shared;
    const own = this.own;
    this.root.adoptedStyleSheets = [
      ...BUCKETS.flatMap((bucket) =>
        own ? [initial.sheets[bucket], own.sheets[bucket]] : [initial.sheets[bucket]],
      ),
      editor,
    ];
  }

  private has(key: string): boolean {
    return this.shared.initial.written.has(key) || this.own?.written.has(key) === true;
  }

  /** Where a new rule goes: the shared layers during the first drawing, this scope's own after it. */
  private layersFor(key: string): LayerSheets | null {
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
 * section's host element). The shared sheets (the page's base CSS among them) are adopted by
 * every scope, so updating the base CSS (a theme font) is one change.
 */
export class CanvasScopes {
  readonly document: CanvasScope;
  private readonly registry: ClassRegistry;
  private readonly shared: SharedSheets;
  private readonly byRoot = new WeakMap<ShadowRoot, CanvasScope>();

  constructor(
    private readonly frame: Document,
    private readonly icons: CanvasIcons,
  ) {
    const win = frame.defaultView as FrameWindow;
    this.registry = new ClassRegistry(win);
    const editor = new win.CSSStyleSheet();
    editor.replaceSync(EDITOR_CANVAS_CSS);
    this.shared = { initial: new LayerSheets(win), pageBaseRules: 0, editor, open: true };
    this.document = { root: frame, styles: this.scopeSheet(frame) };
    const sprite = frame.querySelector('svg[data-part="sprite"]');
    if (sprite) icons.addScope(frame, sprite);
  }

  /**
   * The page's first drawing is done: rules needed from now on go into the own sheets of the
   * scope that needs them (see ScopeStyleSheet).
   */
  settle(): void {
    this.shared.open = false;
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
