import { Text } from '@mantine/core';
import { childrenOf, type DocumentNode, getIndex, isVisibility, type PageDocument } from '@tessera/document';
import { type KeyboardEvent, memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { nodeLabel } from '../canvas/labels.ts';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import classes from '../ui/editor.module.css';
import { IconChevronDown, IconChevronRight, IconEye, IconEyeOff } from '../ui/icons.tsx';

/** Which rows are open and which one the keyboard is on (one tab stop for the whole tree). */
interface TreeState {
  expanded: ReadonlySet<string>;
  focusId: string | null;
}

type TreeStore = StoreApi<TreeState>;

function toggleIn(store: TreeStore, id: string, open?: boolean): void {
  store.setState((state) => {
    const isOpen = state.expanded.has(id);
    const want = open ?? !isOpen;
    if (want === isOpen) return state;
    const expanded = new Set(state.expanded);
    if (want) expanded.add(id);
    else expanded.delete(id);
    return { expanded };
  });
}

/**
 * The layers tree (WAI-ARIA tree: one tab stop, arrow keys move, Right/Left open and close,
 * Enter or Space selects). Collapsed below the sections until opened (the path to the selection
 * opens by itself); each row is memoised on its node and reads its own open and focus state, so
 * an edit or a selection redraws the rows it touches, not a 2,000-element tree.
 */
export function Layers() {
  // The tree follows edits in a background render (see usePanelDoc).
  const doc = useDeferredValue(useDocState((s) => s.doc));
  const selectedId = useUi((s) => s.selectedId);
  const { engine } = useEditor();
  const store = useMemo(() => createStore<TreeState>(() => ({ expanded: new Set(), focusId: null })), []);
  const treeRef = useRef<HTMLDivElement>(null);

  // Open every ancestor of the selection, and put the keyboard on it.
  useEffect(() => {
    if (selectedId === null) return;
    const index = getIndex(doc);
    if (!index.has(selectedId)) return;
    const ancestors: string[] = [];
    let entry = index.get(selectedId);
    while (entry?.parentId) {
      ancestors.push(entry.parentId);
      entry = index.get(entry.parentId);
    }
    store.setState((state) => ({
      focusId: selectedId,
      expanded: ancestors.every((id) => state.expanded.has(id))
        ? state.expanded
        : new Set([...state.expanded, ...ancestors]),
    }));
  }, [doc, selectedId, store]);

  const first = doc.sections[0]?.id ?? doc.popups[0]?.id ?? null;
  const focusId = useStore(store, (s) => s.focusId);
  const focusKnown = focusId !== null && getIndex(doc).has(focusId);
  useEffect(() => {
    if (!focusKnown) store.setState({ focusId: first });
  }, [focusKnown, first, store]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const tree = treeRef.current;
      const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
      if (!tree || !current) return;
      const items = Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]'));
      const at = items.indexOf(current);
      const id = current.dataset.layer!;
      const level = Number(current.getAttribute('aria-level'));
      const expanded = current.getAttribute('aria-expanded');
      const focus = (item: HTMLElement | undefined) => {
        if (!item) return;
        store.setState({ focusId: item.dataset.layer ?? null });
        item.focus();
      };
      switch (event.key) {
        case 'ArrowDown':
          focus(items[at + 1]);
          break;
        case 'ArrowUp':
          focus(items[at - 1]);
          break;
        case 'Home':
          focus(items[0]);
          break;
        case 'End':
          focus(items[items.length - 1]);
          break;
        case 'ArrowRight':
          if (expanded === 'false') toggleIn(store, id, true);
          else if (expanded === 'true') focus(items[at + 1]);
          break;
        case 'ArrowLeft':
          if (expanded === 'true') toggleIn(store, id, false);
          else focus(items.slice(0, at).findLast((item) => Number(item.getAttribute('aria-level')) < level));
          break;
        case 'Enter':
        case ' ': {
          runCommand(engine, 'select', { id });
          if (getIndex(engine.doc).get(id)?.type === 'popup') runCommand(engine, 'openPopup', { id });
          break;
        }
        default:
          return;
      }
      event.preventDefault();
      // The editor's own shortcuts (arrows select parent/child on the canvas) stay out of the tree.
      event.stopPropagation();
    },
    [engine, store],
  );

  if (doc.sections.length === 0 && doc.popups.length === 0) {
    return (
      <Text className={classes.empty}>The page is empty. Add a section or an element from the Add tab.</Text>
    );
  }
  return (
    <div ref={treeRef} role="tree" aria-label="Layers" data-testid="layers" onKeyDown={onKeyDown}>
      {doc.sections.map((section) => (
        <LayerRow
          key={section.id}
          node={section}
          label={nodeLabel(doc, engine.registry, section)}
          doc={doc}
          depth={0}
          store={store}
        />
      ))}
      {doc.popups.map((popup) => (
        <LayerRow
          key={popup.id}
          node={popup}
          label={nodeLabel(doc, engine.registry, popup)}
          doc={doc}
          depth={0}
          store={store}
        />
      ))}
    </div>
  );
}

/** Rows compare everything but `doc` (which changes with every edit; only labels read it). */
function sameRow(
  a: { node: DocumentNode; label: string; depth: number; store: TreeStore },
  b: { node: DocumentNode; label: string; depth: number; store: TreeStore },
): boolean {
  return a.node === b.node && a.label === b.label && a.depth === b.depth && a.store === b.store;
}

const LayerRow = memo(function LayerRow({
  node,
  label,
  doc,
  depth,
  store,
}: {
  node: DocumentNode;
  label: string;
  /** For the children's labels only (see sameRow). */
  doc: PageDocument;
  depth: number;
  store: TreeStore;
}) {
  const { engine } = useEditor();
  const selected = useUi((s) => s.selectedId === node.id);
  const open = useStore(store, (s) => s.expanded.has(node.id));
  const focusable = useStore(store, (s) => s.focusId === node.id);
  const children = childrenOf(node);
  const visibility = isVisibility(node.options.visibility) ? node.options.visibility : 'both';
  const select = () => {
    store.setState({ focusId: node.id });
    runCommand(engine, 'select', { id: node.id });
    if (node.type === 'popup') runCommand(engine, 'openPopup', { id: node.id });
  };
  return (
    <div data-selected={selected || undefined} role="none">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys of every item (Enter, Space, arrows). */}
      <div
        role="treeitem"
        aria-level={depth + 1}
        aria-selected={selected}
        aria-expanded={children.length ? open : undefined}
        aria-label={visibility === 'both' ? label : `${label}, ${visibilityNote(visibility)}`}
        tabIndex={focusable ? 0 : -1}
        data-layer={node.id}
        className={`${classes.layerRow} ${selected ? classes.layerSelected : ''}`}
        style={{ paddingLeft: depth * 14 }}
        onClick={select}
        onMouseEnter={() => runCommand(engine, 'hover', { id: node.id })}
        onMouseLeave={() => runCommand(engine, 'hover', { id: null })}
      >
        {children.length ? (
          <button
            type="button"
            tabIndex={-1}
            className={classes.layerToggle}
            aria-label={open ? `Collapse ${label}` : `Expand ${label}`}
            onClick={(event) => {
              event.stopPropagation();
              toggleIn(store, node.id);
            }}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </button>
        ) : (
          <span style={{ width: 20, flex: '0 0 20px' }} />
        )}
        <span className={classes.layerName} style={{ opacity: visibility === 'hidden' ? 0.5 : 1 }}>
          {label}
          {visibility !== 'both' ? (
            <Text component="span" size="xs" c="dimmed" ml={6}>
              {visibilityNote(visibility)}
            </Text>
          ) : null}
        </span>
        <button
          type="button"
          tabIndex={-1}
          className={classes.layerToggle}
          aria-label={`Visibility of ${label}: ${visibility}. Change`}
          title="Change visibility (both → desktop → mobile → hidden)"
          onClick={(event) => {
            event.stopPropagation();
            runCommand(engine, 'cycleVisibility', { id: node.id });
          }}
        >
          {visibility === 'hidden' ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </button>
      </div>
      {open && children.length ? (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA tree pattern groups an item's children this way.
        <div role="group">
          {children.map((child) => (
            <LayerRow
              key={child.id}
              node={child}
              label={nodeLabel(doc, engine.registry, child)}
              doc={doc}
              depth={depth + 1}
              store={store}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}, sameRow);

function visibilityNote(visibility: string): string {
  return visibility === 'hidden' ? 'hidden' : `${visibility} only`;
}
