import {
  COLUMN_LAYOUTS,
  childrenOf,
  countOf,
  type DocumentNode,
  type ElementNode,
  findNode,
  getIndex,
  type SectionNode,
} from '@tessera/document';
import type { ElementKey, FieldGroup } from '@tessera/elements';
import { Fragment, memo, useCallback, useMemo, useState } from 'react';
import { nodeLabel } from '../canvas/labels.ts';
import { PanelDocProvider, useEditor, usePanelDoc, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import type { EditorEngine } from '../model/editor.ts';
import { patchAt } from '../model/paths.ts';
import { SHORTCUT_HELP } from '../model/shortcuts.ts';
import classes from '../ui/editor.module.css';
import { COLUMN_GROUPS, POPUP_GROUPS, ROW_GROUPS, SECTION_GROUPS } from './container-fields.ts';
import { controlClasses as c, PanelButton, PanelGroup, SelectBox, TextBox } from './controls.tsx';
import { FieldControl, fieldKey } from './FieldControl.tsx';
import type { FieldContext } from './field-context.ts';
import { ButtonLinkPicker } from './LinkPicker.tsx';

function groupsFor(node: DocumentNode, registry: EditorEngine['registry']): readonly FieldGroup[] {
  switch (node.type) {
    case 'element':
      return Object.hasOwn(registry, node.key) ? registry[node.key as ElementKey].fields : [];
    case 'section':
      return SECTION_GROUPS;
    case 'row':
      return ROW_GROUPS;
    case 'column':
      return COLUMN_GROUPS;
    case 'popup':
      return POPUP_GROUPS;
  }
}

/**
 * Which groups the user keeps open, per kind of node (`element:headline`, `section`): selecting
 * another headline opens what was open on the last one. Panel state, never saved, and gone with
 * the editor (SPEC §4).
 */
const openGroupsByEditor = new WeakMap<EditorEngine, Map<string, ReadonlySet<string>>>();
function openGroupsOf(engine: EditorEngine): Map<string, ReadonlySet<string>> {
  let memory = openGroupsByEditor.get(engine);
  if (!memory) {
    memory = new Map();
    openGroupsByEditor.set(engine, memory);
  }
  return memory;
}

/** The settings container (SPEC §2): the selection's panels, generated from its declared fields. */
export function SettingsPanel() {
  return (
    <PanelDocProvider>
      <SelectionSettings />
    </PanelDocProvider>
  );
}

/**
 * The panel of the selection. It renders with the selection itself (a user sees it as part of
 * selecting): only open groups draw fields, and those are light native controls.
 */
function SelectionSettings() {
  const { engine } = useEditor();
  const doc = usePanelDoc();
  const selectedId = useUi((s) => s.selectedId);
  // The panels follow edits in a background render; a node made a moment ago (a drop) is in the
  // live document before it reaches the deferred one.
  const node =
    selectedId === null
      ? null
      : (findNode(doc, selectedId)?.node ?? findNode(engine.doc, selectedId)?.node ?? null);
  if (node === null) return <PageOverview />;
  return <NodeSettings key={node.id} node={node} />;
}

const NodeSettings = memo(function NodeSettings({ node }: { node: DocumentNode }) {
  const { engine, services } = useEditor();
  const device = useUi((s) => s.device);
  const doc = usePanelDoc();
  const groups = groupsFor(node, engine.registry);
  const kind = node.type === 'element' ? `element:${node.key}` : node.type;
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => openGroupsOf(engine).get(kind) ?? new Set(groups[0] ? [groups[0].title] : []),
  );
  const toggle = useCallback(
    (title: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(title)) next.delete(title);
        else next.add(title);
        openGroupsOf(engine).set(kind, next);
        return next;
      }),
    [engine, kind],
  );
  const elementKey = node.type === 'element' ? node.key : null;
  // One context per node and device: controls memoised on their own value skip other edits.
  const ctx: FieldContext = useMemo(
    () => ({
      nodeId: node.id,
      elementKey,
      prefix: '',
      device,
      write: (path, value, how = 'set') =>
        runCommand(engine, 'updateOptions', {
          id: node.id,
          patch: patchAt(path, value),
          ...(how === 'typing' ? { coalesceKey: `${node.id}:${path}` } : {}),
        }),
      begin: (label) => engine.begin(label),
      end: () => engine.commit(),
    }),
    [engine, node.id, elementKey, device],
  );
  const label = nodeLabel(doc, engine.registry, node);
  return (
    <div className={c.stack} data-testid="settings-panel" data-node-id={node.id}>
      <div>
        <div className={c.row} style={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <h2 className={c.panelTitle}>{label}</h2>
          <span className={c.badge}>{node.type === 'element' ? 'Element' : node.type}</span>
        </div>
        <p className={c.note} style={{ marginTop: 4 }}>
          Editing {device} values where a setting differs per device.
        </p>
      </div>
      {node.type === 'section' || node.type === 'popup' ? <NameField node={node} /> : null}
      {node.type === 'section' ? <SectionMenuTool section={node} /> : null}
      {node.type === 'row' ? (
        <RowTools rowId={node.id} columns={node.columns.map((col) => col.width)} />
      ) : null}
      {node.type === 'column' ? <ColumnTools columnId={node.id} width={node.width} /> : null}
      {node.type === 'popup' ? <PopupTools popupId={node.id} /> : null}
      {groups.length === 0 ? (
        <p className={c.note}>
          This element type is not known to this version of the editor; it is kept as it is.
        </p>
      ) : (
        <div>
          {groups.map((group) => {
            const isOpen = open.has(group.title);
            return (
              <PanelGroup key={group.title} title={group.title} open={isOpen} onToggle={toggle}>
                {isOpen ? <GroupFields group={group} values={node.options} ctx={ctx} /> : null}
              </PanelGroup>
            );
          })}
        </div>
      )}
      <PanelButton
        variant="danger"
        onClick={() => {
          const outcome = runCommand(engine, 'remove', { id: node.id });
          if (outcome.ok) services.notify('info', `${label} deleted. Undo with Ctrl+Z.`);
          else services.notify('error', outcome.message);
        }}
      >
        Delete this {node.type === 'element' ? 'element' : node.type}
      </PanelButton>
    </div>
  );
});

function GroupFields({ group, values, ctx }: { group: FieldGroup; values: unknown; ctx: FieldContext }) {
  const buttonPrefix = buttonActionPrefix(group);
  if (buttonPrefix !== null) return <ButtonLinkPicker prefix={buttonPrefix} values={values} ctx={ctx} />;
  return group.fields.map((field, i) => (
    <FieldControl key={fieldKey(field, i)} field={field} values={values} ctx={ctx} />
  ));
}

/** The button link fields of SPEC §2 are edited together by the link picker. */
const prefixCache = new WeakMap<FieldGroup, string | null>();
function buttonActionPrefix(group: FieldGroup): string | null {
  const known = prefixCache.get(group);
  if (known !== undefined) return known;
  let prefix: string | null = null;
  if (group.title === 'Action') {
    for (const field of group.fields) {
      if ('path' in field && /(^|\.)PageId$/.test(field.path)) {
        prefix = field.path.replace(/\.?PageId$/, '');
        break;
      }
    }
  }
  prefixCache.set(group, prefix);
  return prefix;
}

function NameField({ node }: { node: DocumentNode & { type: 'section' | 'popup' } }) {
  const { engine } = useEditor();
  const current = node.name ?? '';
  const [draft, setDraft] = useState(current);
  return (
    <TextBox
      label={node.type === 'popup' ? 'Popup name' : 'Section name'}
      description="Shown in the layers list and link pickers."
      value={draft}
      maxLength={120}
      onValue={setDraft}
      onBlur={() => draft !== current && runCommand(engine, 'rename', { id: node.id, name: draft })}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
    />
  );
}

function navigationsIn(node: DocumentNode, found: ElementNode[] = []): ElementNode[] {
  if (node.type === 'element') {
    if (node.key === 'navigation') found.push(node);
  } else for (const child of childrenOf(node)) navigationsIn(child, found);
  return found;
}

/**
 * A Header or Menu section (or any section with a menu in it): which site menu its navigation
 * shows, picked here for all of its menus in one step.
 */
function SectionMenuTool({ section }: { section: SectionNode }) {
  const { engine, data, services } = useEditor();
  const navigations = navigationsIn(section);
  if (navigations.length === 0) return null;
  const menus = data?.menus ?? [];
  const current = navigations[0]!.options.menuId;
  const value = current === null || current === undefined ? '' : String(current);
  return (
    <SelectBox
      label="Site menu"
      description={
        menus.length === 0
          ? 'This website has no menus yet. Create one on its Menus tab; until then the menu shows its own links.'
          : 'The links this section’s menu shows; edit them on the website’s Menus tab.'
      }
      choices={[
        { value: '', label: 'Its own links (set on the menu element)' },
        ...menus.map((menu) => ({ value: String(menu.id), label: menu.name })),
      ]}
      value={menus.some((m) => String(m.id) === value) || value === '' ? value : null}
      onValue={(next) => {
        const menuId = next === '' ? null : Number(next);
        engine.begin('Choose the site menu');
        for (const navigation of navigations) {
          const outcome = runCommand(engine, 'updateOptions', { id: navigation.id, patch: { menuId } });
          if (!outcome.ok) services.notify('error', outcome.message);
        }
        engine.commit();
      }}
    />
  );
}

function LayoutIcon({ widths }: { widths: readonly number[] }) {
  return (
    <span className={classes.layoutPreset} aria-hidden="true">
      {widths.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a preset's widths never change.
        <span key={i} style={{ flex: w }} />
      ))}
    </span>
  );
}

function RowTools({ rowId, columns }: { rowId: string; columns: number[] }) {
  const { engine, services } = useEditor();
  const notify = (outcome: { ok: boolean; message?: string }) =>
    !outcome.ok && outcome.message && services.notify('error', outcome.message);
  return (
    <div className={`${c.stack} ${c.tight}`}>
      <div className={c.label}>Columns: {columns.map((w) => `${Math.round(w)}%`).join(' · ')}</div>
      <p className={c.note}>
        Drag the handles between columns on the page to resize them (each keeps at least 10 %), or pick a
        layout:
      </p>
      <div className={classes.paletteGrid} style={{ gridTemplateColumns: 'repeat(4, 1fr)' }}>
        {COLUMN_LAYOUTS.map((layout) => {
          const name = layout.map((w) => `${Math.round(w)}%`).join(' / ');
          return (
            <button
              key={layout.join('-')}
              type="button"
              className={classes.paletteItem}
              style={{ cursor: 'pointer', minHeight: 30 }}
              title={name}
              aria-label={`Layout ${name}`}
              onClick={() => notify(runCommand(engine, 'setColumnLayout', { rowId, layout }))}
            >
              <LayoutIcon widths={layout} />
            </button>
          );
        })}
      </div>
      <PanelButton
        variant="light"
        onClick={() => notify(runCommand(engine, 'insertColumn', { rowId }))}
        disabled={columns.length >= 10}
      >
        Add a column
      </PanelButton>
    </div>
  );
}

function ColumnTools({ columnId, width }: { columnId: string; width: number }) {
  const { engine, services } = useEditor();
  return (
    <div className={`${c.stack} ${c.tight}`}>
      <div className={c.label}>Width: {Math.round(width * 100) / 100}% of its row</div>
      <PanelButton
        variant="light"
        onClick={() => {
          const column = findNode(engine.doc, columnId)?.node;
          const count = column?.type === 'column' ? column.children.length : 0;
          const outcome = runCommand(engine, 'insertRow', {
            target: { parentId: columnId, index: count },
            layout: [50, 50],
          });
          if (!outcome.ok) services.notify('error', outcome.message);
        }}
      >
        Add a nested row (two columns)
      </PanelButton>
    </div>
  );
}

function PopupTools({ popupId }: { popupId: string }) {
  const { engine } = useEditor();
  const open = useUi((s) => s.openPopupId === popupId);
  return (
    <PanelButton
      variant="light"
      onClick={() => runCommand(engine, 'openPopup', { id: open ? null : popupId })}
    >
      {open ? 'Close the popup on the canvas' : 'Show the popup on the canvas'}
    </PanelButton>
  );
}

function PageOverview() {
  const { source } = useEditor();
  const doc = usePanelDoc();
  const count = useMemo(() => [...getIndex(doc).values()].filter((e) => e.type === 'element').length, [doc]);
  return (
    <div className={c.stack} data-testid="settings-panel">
      <h2 className={c.panelTitle}>{source.title}</h2>
      <p className={c.note}>
        {countOf(doc.sections.length, 'section')}, {countOf(count, 'element')},{' '}
        {countOf(doc.popups.length, 'popup')}. Select anything on the page to change its settings; drag from
        the left panel to add, or press Enter on an item there to add it after the selection.
      </p>
      <div className={`${c.stack} ${c.tight}`}>
        <div className={c.label}>Keyboard</div>
        <dl className={classes.shortcuts}>
          {SHORTCUT_HELP.map(([keys, what]) => (
            <Fragment key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </div>
  );
}
