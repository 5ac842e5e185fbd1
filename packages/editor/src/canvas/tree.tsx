import {
  type ColumnNode,
  type ElementNode,
  type PopupNode,
  type RowNode,
  type SectionNode,
  sectionAnchorId,
} from '@tessera/document';
import type { ElementRegistry, RenderContext, StyleSheet } from '@tessera/elements';
import {
  columnClassName,
  elementClassName,
  popupClassNames,
  rowClassNames,
  safeToken,
  sectionClassName,
  sectionInnerClassName,
} from '@tessera/renderer/layout';
import {
  Component,
  createElement,
  memo,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { sanitizeRichText } from './sanitize.ts';

/**
 * The canvas tree: the published layout (the renderer's own class builders) around each
 * element's own Render component. Every level is memoised on its node object; tree operations
 * copy only the path to a changed node, so an edit re-renders that path and nothing else. Each
 * section draws itself (its own box too) in its own shadow root (a style scope), so the CSS an
 * edit adds restyles that section only.
 */
export interface ScopeEnv {
  /** The render context of this scope (its style sheet, its icon sprite). */
  context: RenderContext;
  styles: StyleSheet;
  registry: ElementRegistry;
  /** Texts being edited inline: shown as they were when editing began (see EditorEngine). */
  frozenTexts: ReadonlyMap<string, string>;
}

export interface CanvasEnv extends ScopeEnv {
  /** The environment of a section's shadow root. */
  inSection(root: ShadowRoot): ScopeEnv;
  /** A section has drawn into its shadow root (the canvas's first drawing ends after them). */
  sectionDrawn(): void;
}

type Texts = Readonly<Record<string, string>> | undefined;

class ElementBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <div className="tessera-broken">
        This {this.props.label} could not be shown. Its settings may need a fix.
      </div>
    ) : (
      this.props.children
    );
  }
}

const ElementView = memo(function ElementView({
  element,
  html,
  sectionId,
  env,
}: {
  element: ElementNode;
  html: string | undefined;
  sectionId: string;
  env: ScopeEnv;
}) {
  const definition = Object.hasOwn(env.registry, element.key)
    ? env.registry[element.key as keyof ElementRegistry]
    : undefined;
  const id = safeToken(element.id);
  if (!definition?.Render) {
    return (
      <div id={id} className="el edit-placeholder" data-node={element.id} data-type="element">
        Unknown element “{element.key}”
      </div>
    );
  }
  const props = {
    element,
    options: element.options,
    sectionId,
    text: env.frozenTexts.get(element.id) ?? (html ? sanitizeRichText(html) : ''),
    context: env.context,
  };
  return (
    <div
      id={id}
      className={elementClassName(element, env.styles)}
      data-node={element.id}
      data-type="element"
      data-key={element.key}
    >
      <ElementBoundary label={definition.label.toLowerCase()}>
        {createElement(definition.Render, props)}
      </ElementBoundary>
    </div>
  );
});

const ColumnView = memo(function ColumnView({
  column,
  texts,
  sectionId,
  env,
}: {
  column: ColumnNode;
  texts: Texts;
  sectionId: string;
  env: ScopeEnv;
}) {
  return (
    <div
      id={safeToken(column.id)}
      className={columnClassName(column, env.styles)}
      data-node={column.id}
      data-type="column"
    >
      {column.children.map((child) =>
        child.type === 'row' ? (
          <RowView key={child.id} row={child} texts={texts} sectionId={sectionId} env={env} />
        ) : (
          <ElementView
            key={child.id}
            element={child}
            html={texts?.[child.id]}
            sectionId={sectionId}
            env={env}
          />
        ),
      )}
    </div>
  );
});

const RowView = memo(function RowView({
  row,
  texts,
  sectionId,
  env,
}: {
  row: RowNode;
  texts: Texts;
  sectionId: string;
  env: ScopeEnv;
}) {
  const { outer, inner } = rowClassNames(row.options, env.styles);
  return (
    <div id={safeToken(row.id)} className={outer} data-node={row.id} data-type="row">
      <div className={inner}>
        {row.columns.map((column) => (
          <ColumnView key={column.id} column={column} texts={texts} sectionId={sectionId} env={env} />
        ))}
      </div>
    </div>
  );
});

/** The id of the element hosting a section's shadow root in the canvas document. */
export function sectionHostId(sectionId: string): string {
  return `host-${safeToken(sectionId)}`;
}

export const SectionView = memo(function SectionView({
  section,
  texts,
  env,
}: {
  section: SectionNode;
  texts: Texts;
  env: CanvasEnv;
}) {
  const Tag = section.kind === 'Header' ? 'header' : section.kind === 'Footer' ? 'footer' : 'section';
  const id = safeToken(section.id);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  // The host is a box-less wrapper (display: contents) in the canvas document; the section
  // itself, its own box included, lives in the shadow root, so every rule a section's edit adds
  // goes into that section's style scope and restyles it alone.
  const host = useCallback((element: HTMLElement | null) => {
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  const inner = root === null ? null : env.inSection(root);
  useLayoutEffect(() => {
    if (root !== null) env.sectionDrawn();
  }, [root, env]);
  // Background videos are not played on the canvas (as the renderer does in edit mode).
  return (
    <div
      ref={host}
      id={sectionHostId(section.id)}
      className="tessera-section-host"
      data-section-host={section.id}
    >
      {root !== null && inner !== null
        ? createPortal(
            <Tag
              id={id}
              className={sectionClassName(section.options, inner.styles, false)}
              data-node={section.id}
              data-type="section"
            >
              <div id={sectionAnchorId(id)} className={sectionInnerClassName(section.options, inner.styles)}>
                {section.rows.map((row) => (
                  <RowView key={row.id} row={row} texts={texts} sectionId={section.id} env={inner} />
                ))}
              </div>
            </Tag>,
            root,
          )
        : null}
    </div>
  );
});

export const SectionsView = memo(function SectionsView({
  sections,
  texts,
  env,
}: {
  sections: readonly SectionNode[];
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  env: CanvasEnv;
}) {
  return sections.map((section) => (
    <SectionView key={section.id} section={section} texts={texts[section.id]} env={env} />
  ));
});

/** An open popup over the page, laid out as the popup island shows it to visitors. */
export const PopupView = memo(function PopupView({
  popup,
  texts,
  env,
}: {
  popup: PopupNode;
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  env: CanvasEnv;
}) {
  const { box, overlay } = popupClassNames(popup.options, env.styles);
  return (
    <div
      className={`tessera-popup-layer ${overlay}`}
      data-position={popup.options.position}
      data-popup-layer={popup.id}
    >
      <div id={safeToken(popup.id)} className={box} data-node={popup.id} data-type="popup">
        {popup.options.showCloseButton ? (
          <button type="button" className="popup-close" aria-label="Close" data-popup-close>
            ×
          </button>
        ) : null}
        <SectionsView sections={popup.sections} texts={texts} env={env} />
      </div>
    </div>
  );
});
