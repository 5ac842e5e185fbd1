import {
  type Background,
  type ButtonAction,
  type ButtonOptions,
  buildEmbedUrl,
  type ColumnNode,
  CURRENT_SCHEMA_VERSION,
  DEFAULT_FONT,
  DEFAULT_THEME,
  delayToMs,
  type ElementNode,
  effectiveFontFamily,
  type PageDocument,
  type PopupNode,
  parseVideoUrl,
  type RowNode,
  resolveButtonAction,
  resolveLink,
  type SectionNode,
  sectionAnchorId,
} from '@tessera/document';
import {
  classNames,
  type ElementKey,
  type ElementRegistry,
  type ElementRender,
  fontStack,
  type IslandName,
  type RenderContext,
  type RenderData,
  RenderMemo,
  type RenderMode,
  type RenderProps,
  type SiteInfo,
  StyleSheet,
} from '@tessera/elements';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { baseCss } from './base-css.ts';
import { escapeHtml } from './escape.ts';
import { flatten } from './flat-string.ts';
import { FontCollector, type UsedFont } from './fonts.ts';
import { IconSprite } from './icons.ts';
import { popupClassNames, safeToken } from './layout.ts';
import {
  columnClass,
  elementWrapperClass,
  rowClasses,
  sectionClass,
  sectionInnerClass,
} from './layout-memo.ts';
import { sanitizeRichText } from './rich-text.ts';
import { escapeText, StaticMarkupRoot } from './static-markup.ts';

export interface RenderPageOptions {
  mode: RenderMode;
  site: SiteInfo;
  data: RenderData;
  /** Where forms post; defaults to the sites-origin endpoint of the page. */
  formEndpoint?: (element: ElementNode) => string;
}

export interface RenderedPage {
  /** The body markup: header, main, footer sections and popups. */
  html: string;
  /** The page's one stylesheet (font faces are added by `pageDocumentHtml`, which knows the asset base). */
  css: string;
  /** Interactive behaviours the page needs, each one script; empty means no JavaScript at all. */
  islands: IslandName[];
  fonts: UsedFont[];
  /** The family body text is set in (the theme font, else Poppins). */
  bodyFont: string;
  /** Elements that failed to render (kept out of the page) and unknown types. */
  problems: string[];
}

/**
 * The context every Render component of one page receives. Its behaviours are methods, not
 * closures made per render: optimised code that inlines a call to a closure holds that closure
 * weakly, so a page's closures dying at the next full collection would throw the hot components'
 * optimised code away after every render.
 */
class PageRenderContext implements RenderContext {
  readonly mode: RenderMode;
  readonly theme: PageDocument['theme'];
  readonly site: SiteInfo;
  readonly data: RenderData;
  readonly memo = new RenderMemo();

  constructor(
    document: PageDocument,
    private readonly options: RenderPageOptions,
    readonly styles: StyleSheet,
    readonly fonts: FontCollector,
    private readonly islands: Set<IslandName>,
    private readonly icons: IconSprite,
  ) {
    this.mode = options.mode;
    this.theme = document.theme;
    this.site = options.site;
    this.data = options.data;
  }

  needIsland(name: IslandName): void {
    if (this.mode !== 'edit') this.islands.add(name);
  }

  icon(name: string): { id: string; viewBox: string } | null {
    return this.icons.symbol(name);
  }

  href(raw: string): string | null {
    return resolveLink(raw, { landingLink: this.site.landingLink });
  }

  buttonAction(button: ButtonOptions): ButtonAction {
    return resolveButtonAction(button, { landingLink: this.site.landingLink, pages: this.data.pages });
  }

  formEndpoint(element: ElementNode): string {
    const endpoint = this.options.formEndpoint;
    return endpoint
      ? endpoint(element)
      : `/_forms/${this.site.pageId ?? 0}/${encodeURIComponent(element.id)}`;
  }
}

/** The formatted texts of one section, by element id. */
type SectionTexts = ReadonlyMap<string, string> | undefined;

/**
 * A section's texts as a map. Element ids read out of a document are not V8's internalised
 * strings, and looking such a string up as a property name searches the string table first;
 * a map finds it by the hash the string keeps.
 */
function textsById(texts: Readonly<Record<string, string>> | undefined): SectionTexts {
  if (texts === undefined) return undefined;
  const byId = new Map<string, string>();
  for (const id of Object.keys(texts)) byId.set(id, texts[id]!);
  return byId;
}

class PageRenderer {
  readonly styles = new StyleSheet();
  readonly fonts = new FontCollector();
  readonly islands = new Set<IslandName>();
  readonly icons = new IconSprite();
  readonly problems: string[] = [];
  readonly context: RenderContext;
  /** The registry by element type, found by the type's hash (see `textsById`). */
  private readonly definitions: ReadonlyMap<string, ElementRegistry[ElementKey]>;

  constructor(
    private readonly document: PageDocument,
    registry: Readonly<Partial<ElementRegistry>>,
    private readonly options: RenderPageOptions,
  ) {
    const definitions = new Map<string, ElementRegistry[ElementKey]>();
    for (const key of Object.keys(registry) as ElementKey[]) {
      const definition = registry[key];
      if (definition !== undefined) definitions.set(key, definition);
    }
    this.definitions = definitions;
    this.context = new PageRenderContext(
      document,
      options,
      this.styles,
      this.fonts,
      this.islands,
      this.icons,
    );
  }

  render(): RenderedPage {
    const { sections, popups } = this.document;
    const bodyFont = effectiveFontFamily(undefined, this.document.theme.FontFamily);
    this.fonts.use(bodyFont, 400);
    let body = '';
    let index = 0;
    while (index < sections.length && sections[index]?.kind === 'Header')
      body += this.section(sections[index++]!);
    let footerStart = sections.length;
    while (footerStart > index && sections[footerStart - 1]?.kind === 'Footer') footerStart--;
    body += '<main id="main">';
    for (; index < footerStart; index++) body += this.section(sections[index]!);
    body += '</main>';
    for (; index < sections.length; index++) body += this.section(sections[index]!);
    for (const popup of popups) body += this.popup(popup);
    if (popups.length > 0) this.context.needIsland('popup');
    const html = this.icons.toString() + body;
    const css = baseCss(fontStack(bodyFont || DEFAULT_FONT)) + this.styles.toString();
    return {
      html,
      css,
      islands: [...this.islands].sort(),
      fonts: this.fonts.list(),
      bodyFont,
      problems: this.problems,
    };
  }

  /**
   * A section's markup. The layout (section, rows, columns, element wrappers) is written here as
   * strings; each element's Render tree goes through the static serializer (the markup
   * `renderToStaticMarkup` writes, see static-markup.ts). A section is one serializer root, so
   * the preload links React puts before a root for its eager pictures still open the section.
   */
  private section(section: SectionNode): string {
    const { options } = section;
    const tag = section.kind === 'Header' ? 'header' : section.kind === 'Footer' ? 'footer' : 'section';
    const root = new StaticMarkupRoot();
    const video = this.backgroundVideo(options.background);
    const id = safeToken(section.id);
    const className = sectionClass(options, this.context, video !== null);
    let html = `<${tag} id="${id}" class="${escapeText(className)}">`;
    if (video) html += this.markup(video, root) ?? '';
    html += `<div id="${escapeText(sectionAnchorId(id))}" class="${escapeText(sectionInnerClass(options, this.context))}">`;
    const texts = textsById(this.document.texts[section.id]);
    for (const row of section.rows) html += this.row(row, section.id, texts, root);
    return `${root.preloads()}${html}</div></${tag}>`;
  }

  private row(row: RowNode, sectionId: string, texts: SectionTexts, root: StaticMarkupRoot): string {
    const { outer, inner } = rowClasses(row.options, this.context);
    let html = `<div id="${safeToken(row.id)}" class="${escapeText(outer)}"><div class="${escapeText(inner)}">`;
    for (const column of row.columns) html += this.column(column, sectionId, texts, root);
    return `${html}</div></div>`;
  }

  private column(column: ColumnNode, sectionId: string, texts: SectionTexts, root: StaticMarkupRoot): string {
    let html = `<div id="${safeToken(column.id)}" class="${escapeText(columnClass(column, this.context))}">`;
    for (const child of column.children)
      html +=
        child.type === 'row'
          ? this.row(child, sectionId, texts, root)
          : this.element(child, sectionId, texts, root);
    // Flattened while its pieces are still in cache: see flat-string.ts.
    return flatten(`${html}</div>`);
  }

  private element(
    element: ElementNode,
    sectionId: string,
    texts: SectionTexts,
    root: StaticMarkupRoot,
  ): string {
    const definition = this.definitions.get(element.key);
    const id = safeToken(element.id);
    if (!definition?.Render) {
      this.problems.push(`${element.id}: no renderer for element type "${element.key}"`);
      return this.options.mode === 'edit'
        ? `<div id="${id}" class="el edit-placeholder">Unknown element “${escapeText(element.key)}”</div>`
        : '';
    }
    const rawText = texts?.get(element.id) ?? '';
    const props: RenderProps<unknown> = {
      element,
      options: element.options,
      sectionId,
      text: rawText ? sanitizeRichText(rawText) : '',
      context: this.context,
    };
    if (definition.island) this.context.needIsland(definition.island);
    const className = elementWrapperClass(element, this.context);
    const Render = definition.Render as ElementRender<unknown>;
    let inner: string | null;
    try {
      // The component is called straight away: no React element is made for it.
      inner = root.component(Render, props);
    } catch {
      inner = this.reactMarkup(createElement(Render, props), element.id);
    }
    // An element that failed is left out whole, wrapper included; the rest of the page stands.
    return inner === null ? '' : `<div id="${id}" class="${escapeText(className)}">${inner}</div>`;
  }

  /**
   * Markup of one React tree: the static serializer first; anything outside its subset (or a
   * component that throws) is rendered again by React itself, which either manages it or
   * reports the component's error. Null when it cannot be rendered at all.
   */
  private markup(tree: ReactElement, root: StaticMarkupRoot): string | null {
    try {
      return root.render(tree);
    } catch {
      return this.reactMarkup(tree, null);
    }
  }

  private reactMarkup(tree: ReactElement, elementId: string | null): string | null {
    try {
      return renderToStaticMarkup(tree);
    } catch (error) {
      this.problems.push(
        `${elementId ?? 'background'}: ${error instanceof Error ? error.message : 'render failed'}`,
      );
      return null;
    }
  }

  private popup(popup: PopupNode): string {
    const { options } = popup;
    const { box, overlay } = popupClassNames(options, this.styles);
    const trigger = options.trigger;
    const data = [
      `data-trigger="${escapeHtml(trigger)}"`,
      `data-position="${escapeHtml(options.position)}"`,
      trigger === 'delay' ? `data-delay="${Number(delayToMs(options.delay)) || 0}"` : '',
      trigger === 'scroll' ? `data-scroll="${Number(options.scrollPercent) || 50}"` : '',
      options.closeOnOverlayClick ? 'data-overlay-close' : '',
    ]
      .filter(Boolean)
      .join(' ');
    let html = `<dialog id="${safeToken(popup.id)}" class="${classNames('popup', overlay)}" aria-label="${escapeHtml(popup.name)}" ${data}><div class="${box}">`;
    if (options.showCloseButton)
      html += '<button type="button" class="popup-close" data-popup-close aria-label="Close">×</button>';
    for (const section of popup.sections) html += this.section(section);
    return `${html}</div></dialog>`;
  }

  /** Video behind a container: muted, looped, inline; none in the editor. */
  private backgroundVideo(background: Background): ReactElement | null {
    const url = background.video.url;
    if (!url || this.options.mode === 'edit') return null;
    const source = parseVideoUrl(url);
    const player =
      source.provider === 'other'
        ? createElement('video', {
            src: url,
            autoPlay: true,
            muted: true,
            loop: true,
            playsInline: true,
            preload: 'metadata',
          })
        : (() => {
            const embed = buildEmbedUrl(source, { autoplay: true, mute: true, loop: true, controls: false });
            return embed
              ? createElement('iframe', {
                  src: embed,
                  title: 'Background video',
                  tabIndex: -1,
                  loading: 'lazy',
                  allow: 'autoplay; encrypted-media',
                })
              : null;
          })();
    return player ? createElement('div', { className: 'bg-video', 'aria-hidden': true }, player) : null;
  }
}

/**
 * One idle instance of each class a render makes, kept for the life of the process. V8 gives
 * instances a hidden class that only live instances keep reachable: once a render's objects are
 * gone, the next full collection frees the hidden class and discards every optimised function
 * specialised for it, so each render after a major GC would begin unoptimised (and recompile
 * the renderer's hottest functions on the way). These never render; they hold no page's data.
 */
const _HIDDEN_CLASS_ANCHORS: readonly object[] = [
  new PageRenderer(
    { schemaVersion: CURRENT_SCHEMA_VERSION, theme: DEFAULT_THEME, sections: [], popups: [], texts: {} },
    {},
    {
      mode: 'live',
      site: { landingLink: '', title: '', currency: '', pageUrl: '', pageId: null },
      data: { pages: [] },
    },
  ),
  new StaticMarkupRoot(),
];

/**
 * Renders a page document (already loaded through `parseDocumentWithRegistry`, so element
 * options are complete) to body HTML, one deduplicated stylesheet and the islands it needs.
 * Never throws for document content: an element that fails is left out and reported.
 */
export function renderPage(
  document: PageDocument,
  registry: ElementRegistry,
  options: RenderPageOptions,
): RenderedPage {
  return new PageRenderer(document, registry, options).render();
}
