import { BREAKPOINTS, type Device, effectiveFontFamily, getIndex } from '@tessera/document';
import { fontStack } from '@tessera/elements';
import { baseCss } from '@tessera/renderer/base-css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import { fitScale, scaleOf } from '../model/zoom.ts';
import classes from '../ui/editor.module.css';
import { closestNode, type FrameParts } from './canvas-store.ts';
import { CanvasFonts, CanvasIcons, CanvasScopes, FRAME_HTML, iconNamesIn } from './frame.ts';
import { Overlay } from './Overlay.tsx';
import { canvasRenderContext } from './render-context.ts';
import { type CanvasEnv, PopupView, type ScopeEnv, SectionsView } from './tree.tsx';

/** Canvas widths per device: SPEC §9 breakpoints 1187 px and 767 px decide which styles apply. */
export const DEVICE_WIDTHS: Record<Device, number> = {
  desktop: BREAKPOINTS.desktop + 93,
  tablet: 834,
  mobile: 390,
};

function isTextElement(registry: ReturnType<typeof useEditor>['engine']['registry'], key: string): boolean {
  if (!Object.hasOwn(registry, key)) return false;
  const definition = registry[key as keyof typeof registry];
  return definition.fields.some((group) => group.fields.some((field) => field.kind === 'richtext'));
}

export function Canvas() {
  const { engine, canvas, drag, services, data } = useEditor();
  const device = useUi((s) => s.device);
  const zoom = useUi((s) => s.zoom);
  const dragging = useStore(drag.store, (s) => s.item !== null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState({ width: 1200, height: 800 });

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const style = getComputedStyle(viewport);
      setAvailable({
        width:
          viewport.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        height: viewport.clientHeight - Number.parseFloat(style.paddingTop),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    canvas.setState({ viewport });
    // A zoomed-in canvas scrolls sideways here (the frame scrolls itself up and down): the
    // overlay's tools measure again. Nothing may scroll it vertically (a focus or
    // scrollIntoView inside the canvas would scroll this box too).
    const scrolled = () => {
      if (viewport.scrollTop !== 0) viewport.scrollTop = 0;
      canvas.setState((s) => ({ tick: s.tick + 1 }));
    };
    viewport.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      observer.disconnect();
      viewport.removeEventListener('scroll', scrolled);
      canvas.setState({ viewport: null });
    };
  }, [canvas]);

  // The frame is as wide as the device (desktop fills the space, never narrower than the desktop
  // breakpoint), so the page's media queries apply; the zoom only scales how it is drawn.
  const width =
    device === 'desktop' ? Math.max(available.width, DEVICE_WIDTHS.desktop) : DEVICE_WIDTHS[device];
  const fit = fitScale(width, available.width);
  const scale = scaleOf(zoom, fit);
  const height = Math.max(200, available.height / scale);

  useEffect(() => {
    engine.setUi({ fitScale: fit });
  }, [engine, fit]);
  useEffect(() => {
    canvas.setState((s) => ({ scale, tick: s.tick + 1 }));
  }, [canvas, scale]);

  // Zooming keeps the middle of what is shown in the middle (the stage grows around it).
  const shownWidth = useRef(width * scale);
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const before = shownWidth.current;
    const after = width * scale;
    shownWidth.current = after;
    if (!viewport || before === after || before <= 0) return;
    const middle = (viewport.scrollLeft + viewport.clientWidth / 2) / before;
    viewport.scrollLeft = Math.max(0, middle * after - viewport.clientWidth / 2);
  }, [width, scale]);

  const onLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    const iframe = event.currentTarget;
    const doc = iframe.contentDocument;
    const win = iframe.contentWindow;
    const root = doc?.querySelector<HTMLElement>('[data-part="root"]');
    if (!doc || !win || !root) return;
    const icons = new CanvasIcons(doc, (names) => services.icons(names));
    // Ask for the icons the page names before it is drawn, in one request.
    icons.request(iconNamesIn(engine.doc.sections));
    icons.request(iconNamesIn(engine.doc.popups));
    const parts: FrameParts = {
      iframe,
      document: doc,
      window: win,
      root,
      scopes: new CanvasScopes(doc, icons),
      fonts: new CanvasFonts(doc, data?.landing.asset_base ?? ''),
      icons,
    };
    canvas.setState({ frame: parts });
  };

  return (
    <div className={classes.viewport} ref={viewportRef} data-testid="canvas-viewport">
      <div
        className={classes.stage}
        style={{ width: width * scale, height: height * scale }}
        data-device={device}
        data-scale={scale}
      >
        <iframe
          className={`${classes.frame} ${dragging ? classes.frameDragging : ''}`}
          title="Page canvas"
          srcDoc={FRAME_HTML}
          // Same origin so the editor can draw into it. Its content-security policy forbids every
          // script (srcdoc meta, script-src 'none'); a `sandbox` would add nothing to that but
          // block the editor's own callbacks into the frame (the text editor's).
          onLoad={onLoad}
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
          data-testid="editor-canvas"
        />
        <Overlay />
      </div>
    </div>
  );
}

/**
 * The page inside the canvas frame (a portal into it). The editor mounts it outside the drag
 * and drop context: dnd-kit updates its context on every pointer move, and React looks for the
 * context's readers through everything under it, so the page's thousands of nodes stay out.
 */
export function CanvasContent() {
  const { engine, canvas } = useEditor();
  const frame = useStore(canvas, (s) => s.frame);
  const textElement = useMemo(() => (key: string) => isTextElement(engine.registry, key), [engine]);
  return frame ? <FrameContent frame={frame} isTextElement={textElement} /> : null;
}

function FrameContent({
  frame,
  isTextElement,
}: {
  frame: FrameParts;
  isTextElement: (key: string) => boolean;
}) {
  const { engine, canvas, drag, data } = useEditor();
  const doc = useDocState((s) => s.doc);
  const openPopupId = useUi((s) => s.openPopupId);
  const theme = doc.theme;

  useEffect(() => {
    if (data) frame.fonts.setAssetBase(data.landing.asset_base);
  }, [frame, data]);

  // The page's base sheet, with the body in the theme font (or Poppins).
  useLayoutEffect(() => {
    const bodyFont = effectiveFontFamily(undefined, theme.FontFamily);
    frame.scopes.setPageBase(baseCss(fontStack(bodyFont)));
    frame.fonts.use(bodyFont, 400);
    frame.fonts.use(bodyFont, 700);
  }, [frame, theme.FontFamily]);

  const env: CanvasEnv = useMemo(() => {
    const scopeEnv = (scope: { root: Document | ShadowRoot; styles: ScopeEnv['styles'] }): ScopeEnv => ({
      context: canvasRenderContext({
        theme,
        styles: scope.styles,
        fonts: frame.fonts,
        icon: (name) => frame.icons.icon(name, scope.root),
        data,
      }),
      styles: scope.styles,
      registry: engine.registry,
      frozenTexts: engine.frozenTexts,
    });
    const sections = new WeakMap<ShadowRoot, ScopeEnv>();
    return {
      ...scopeEnv(frame.scopes.document),
      inSection(root) {
        const known = sections.get(root);
        if (known) return known;
        const inner = scopeEnv(frame.scopes.of(root));
        sections.set(root, inner);
        return inner;
      },
      sectionDrawn: () => frame.scopes.sectionDrawn(),
    };
  }, [engine, frame, theme, data]);

  // The first drawing is done once the sections (drawn in the commit after their shadow roots
  // exist) have committed (see CanvasScopes.sectionDrawn), on a page without sections a moment
  // after this commit, and at the latest when the document first changes.
  useEffect(() => {
    const timer = setTimeout(() => frame.scopes.settle(), 0);
    const unsubscribe = engine.documentStore.subscribe(() => frame.scopes.settle());
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [frame, engine]);

  // Pointer and clipboard events of the canvas document.
  useEffect(() => {
    const { document: fdoc, window: fwin } = frame;
    // Events come from the frame's realm: test for elements by shape, not by instanceof. The
    // real target may be inside a section's shadow root (the event is retargeted to its host).
    const asElement = (target: EventTarget | null | undefined): Element | null =>
      target && typeof (target as Element).closest === 'function' ? (target as Element) : null;
    const realTarget = (event: Event): Element | null => asElement(event.composedPath()[0] ?? event.target);
    const nodeOf = (event: Event): HTMLElement | null => closestNode(realTarget(event));
    const onOver = (event: MouseEvent) => {
      if (drag.store.getState().item !== null) return;
      const id = nodeOf(event)?.dataset.node ?? null;
      if (engine.ui.hoveredId !== id) runCommand(engine, 'hover', { id });
    };
    const onLeave = () => {
      if (engine.ui.hoveredId !== null) runCommand(engine, 'hover', { id: null });
    };
    const onClick = (event: MouseEvent) => {
      const target = realTarget(event);
      // Inside the active text editor, clicks place the caret.
      if (target?.closest('.ProseMirror')) return;
      // SPEC §4: in edit mode clicks on links and buttons do nothing.
      event.preventDefault();
      if (target?.closest('[data-popup-close]')) {
        runCommand(engine, 'openPopup', { id: null });
        return;
      }
      const node = nodeOf(event);
      const id = node?.dataset.node ?? null;
      if (id !== null && !getIndex(engine.doc).has(id)) return;
      runCommand(engine, 'select', { id });
      const key = node?.dataset.key;
      if (id !== null && key && isTextElement(key)) engine.setUi({ editingTextId: id });
    };
    const onSubmit = (event: Event) => event.preventDefault();
    const onScroll = () => canvas.setState((s) => ({ tick: s.tick + 1 }));
    fdoc.addEventListener('mouseover', onOver);
    fdoc.documentElement.addEventListener('mouseleave', onLeave);
    fdoc.addEventListener('click', onClick, true);
    fdoc.addEventListener('submit', onSubmit, true);
    fwin.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(frame.root);
    return () => {
      fdoc.removeEventListener('mouseover', onOver);
      fdoc.documentElement.removeEventListener('mouseleave', onLeave);
      fdoc.removeEventListener('click', onClick, true);
      fdoc.removeEventListener('submit', onSubmit, true);
      fwin.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [frame, engine, canvas, drag, isTextElement]);

  const popup = openPopupId === null ? undefined : doc.popups.find((p) => p.id === openPopupId);
  return createPortal(
    <>
      {doc.sections.length === 0 ? (
        <div className="tessera-empty-page" data-empty-page>
          <strong>This page is empty</strong>
          <span>Drag an element, a section or a column layout here from the panel on the left.</span>
        </div>
      ) : (
        <SectionsView sections={doc.sections} texts={doc.texts} env={env} />
      )}
      {popup ? <PopupView popup={popup} texts={doc.texts} env={env} /> : null}
    </>,
    frame.root,
  );
}
