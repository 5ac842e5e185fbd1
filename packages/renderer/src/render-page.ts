import {
  type Background,
  buildEmbedUrl,
  type ColumnNode,
  DEFAULT_FONT,
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
  type ElementRegistry,
  type ElementRender,
  fontStack,
  type IslandName,
  type RenderContext,
  type RenderData,
  type RenderMode,
  type RenderProps,
  type SiteInfo,
  StyleSheet,
} from '@tessera/elements';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { baseCss } from './base-css.ts';
import { escapeHtml } from './escape.ts';
import { FontCollector, type UsedFont } from './fonts.ts';
import { IconSprite } from './icons.ts';
import {
  columnClassName,
  elementClassName,
  popupClassNames,
  rowClassNames,
  safeToken,
  sectionClassName,
  sectionInnerClassName,
} from './layout.ts';
import { flatten, MarkupBuilder } from './markup-builder.ts';
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

class PageRenderer {
  readonly styles = new StyleSheet();
  readonly fonts = new FontCollector();
  readonly islands = new Set<IslandName>();
  readonly icons = new IconSprite();
  readonly problems: string[] = [];
  readonly context: RenderContext;

  constructor(
    private readonly document: PageDocument,
    private readonly registry: ElementRegistry,
    private readonly options: RenderPageOptions,
  ) {
    const { site, data } = options;
    this.context = {
      mode: options.mode,
      theme: document.theme,
      styles: this.styles,
      fonts: this.fonts,
      site,
      data,
      needIsland: (name) => {
        if (options.mode !== 'edit') this.islands.add(name);
      },
      icon: (name) => this.icons.symbol(name),
      href: (raw) => resolveLink(raw, { landingLink: site.landingLink }),
      buttonAction: (button) =>
        resolveButtonAction(button, { landingLink: site.landingLink, pages: data.pages }),
      formEndpoint:
        options.formEndpoint ??
        ((element) => `/_forms/${site.pageId ?? 0}/${encodeURIComponent(element.id)}`),
    };
  }

  render(): RenderedPage {
    const { sections, popups } = this.document;
    const bodyFont = effectiveFontFamily(undefined, this.document.theme.FontFamily);
    this.fonts.use(bodyFont, 400);
    const body = new MarkupBuilder();
    let index = 0;
    while (index < sections.length && sections[index]?.kind === 'Header')
      body.add(this.section(sections[index++]!));
    let footerStart = sections.length;
    while (footerStart > index && sections[footerStart - 1]?.kind === 'Footer') footerStart--;
    body.add('<main id="main">');
    for (; index < footerStart; index++) body.add(this.section(sections[index]!));
    body.add('</main>');
    for (; index < sections.length; index++) body.add(this.section(sections[index]!));
    for (const popup of popups) body.add(this.popup(popup));
    if (popups.length > 0) this.context.needIsland('popup');
    const html = this.icons.toString() + body.toString();
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
    const className = sectionClassName(options, this.styles, video !== null);
    let html = `<${tag} id="${id}" class="${escapeText(className)}">`;
    if (video) html += this.markup(video, root) ?? '';
    html += `<div id="${escapeText(sectionAnchorId(id))}" class="${escapeText(sectionInnerClassName(options, this.styles))}">`;
    for (const row of section.rows) html += this.row(row, section.id, root);
    return flatten(`${root.preloads()}${html}</div></${tag}>`);
  }

  private row(row: RowNode, sectionId: string, root: StaticMarkupRoot): string {
    const { outer, inner } = rowClassNames(row.options, this.styles);
    let html = `<div id="${safeToken(row.id)}" class="${escapeText(outer)}"><div class="${escapeText(inner)}">`;
    for (const column of row.columns) html += this.column(column, sectionId, root);
    return `${html}</div></div>`;
  }

  private column(column: ColumnNode, sectionId: string, root: StaticMarkupRoot): string {
    let html = `<div id="${safeToken(column.id)}" class="${escapeText(columnClassName(column, this.styles))}">`;
    for (const child of column.children)
      html += child.type === 'row' ? this.row(child, sectionId, root) : this.element(child, sectionId, root);
    return `${html}</div>`;
  }

  private element(element: ElementNode, sectionId: string, root: StaticMarkupRoot): string {
    const definition = Object.hasOwn(this.registry, element.key)
      ? this.registry[element.key as keyof ElementRegistry]
      : undefined;
    const id = safeToken(element.id);
    if (!definition?.Render) {
      this.problems.push(`${element.id}: no renderer for element type "${element.key}"`);
      return this.options.mode === 'edit'
        ? `<div id="${id}" class="el edit-placeholder">Unknown element “${escapeText(element.key)}”</div>`
        : '';
    }
    const rawText = this.document.texts[sectionId]?.[element.id] ?? '';
    const props: RenderProps<unknown> = {
      element,
      options: element.options,
      sectionId,
      text: rawText ? sanitizeRichText(rawText) : '',
      context: this.context,
    };
    if (definition.island) this.context.needIsland(definition.island);
    const className = elementClassName(element, this.styles);
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
