import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Chip, Group, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { BlockSummary, EditorData, IconShape } from '@tessera/api-contract';
import {
  COLUMN_LAYOUTS,
  countOf,
  PALETTE_CATEGORIES,
  type PaletteCategory,
  SECTION_KINDS,
  type SectionKind,
} from '@tessera/document';
import { paletteEntries } from '@tessera/elements';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { useEditor } from '../context.tsx';
import { loadBlockNodes } from '../dnd/blocks.ts';
import type { DragItem } from '../dnd/drag-state.ts';
import { runCommand } from '../model/commands.ts';
import { pasteTarget } from '../model/targets.ts';
import type { BlockRef } from '../services.ts';
import classes from '../ui/editor.module.css';
import { IconBlock, IconClose, IconPlus } from '../ui/icons.tsx';
import { Glyph, useIconShapes } from './IconPicker.tsx';

const SECTION_HINTS: Record<SectionKind, string> = {
  Header: 'Logo and menu',
  Menu: 'A menu bar',
  Footer: 'Copyright and social links',
  About: 'Image, heading and text',
  Contact: 'Heading, text and a form',
  Transition: 'A call-to-action strip',
};

/** Palette icon names Font Awesome has no glyph for: drawn as text, or as a close relative. */
const TEXT_GLYPHS: Readonly<Record<string, string>> = {
  'heading-1': 'H1',
  'heading-2': 'H2',
  'heading-3': 'H3',
};
const GLYPH_ALIASES: Readonly<Record<string, string>> = {
  subheading: 'text-height',
  'input-text': 'i-cursor',
  'list-radio': 'circle-dot',
};

function glyphName(icon: string): string {
  return GLYPH_ALIASES[icon] ?? icon;
}

function PaletteGlyph({ icon, shapes }: { icon: string; shapes: ReadonlyMap<string, IconShape | null> }) {
  const text = TEXT_GLYPHS[icon];
  if (text) return <span className={classes.textGlyph}>{text}</span>;
  return <Glyph shape={shapes.get(glyphName(icon))} size={18} />;
}

/** The site menu a new Header or Menu section shows: one named like a main menu, else the first. */
function defaultMenuId(data: EditorData | null): number | null {
  const menus = data?.menus ?? [];
  return (menus.find((menu) => /main|header|primary|top/i.test(menu.name)) ?? menus[0])?.id ?? null;
}

/** Arrow keys move between the entries of the palette (Tab still reaches each of them). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const edge = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : null;
  if (step === undefined && edge === null) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-palette]'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  const next = edge === 'first' ? 0 : edge === 'last' ? items.length - 1 : at + (step ?? 0);
  items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
}

/**
 * One palette entry: draggable onto the canvas (dnd-kit), or clicked (Enter/Space) to add it
 * after the selection, so the palette works without a pointer too.
 */
function PaletteItem({
  id,
  item,
  disabled,
  disabledReason,
  onActivate,
  children,
}: {
  id: string;
  item: DragItem;
  disabled?: boolean;
  disabledReason?: string;
  onActivate: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id,
    data: { item },
    disabled: disabled === true,
  });
  const button = (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.paletteItem}
      {...attributes}
      {...listeners}
      aria-disabled={disabled ? 'true' : undefined}
      aria-label={`Add ${item.label}`}
      data-palette={id}
      onClick={() => !disabled && onActivate()}
    >
      {children}
    </button>
  );
  return disabled && disabledReason ? (
    <Tooltip label={disabledReason} withinPortal multiline w={220}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="sm">
      {children}
    </Text>
  );
}

/** Blocks of one origin, each dragged onto the canvas or inserted at the selection on Enter/click. */
function BlockItems(props: {
  blocks: BlockSummary[];
  origin: BlockRef['origin'];
  empty: string;
  onInsert: (ref: BlockRef, kind: BlockSummary['kind']) => Promise<void>;
}) {
  const { blocks, origin } = props;
  if (blocks.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {props.empty}
      </Text>
    );
  return (
    <div className={classes.paletteGrid} style={{ gridTemplateColumns: '1fr' }}>
      {blocks.map((block) => {
        const ref: BlockRef = { id: block.id, origin };
        return (
          <PaletteItem
            key={block.id}
            id={`${origin === 'library' ? 'library-block' : 'block'}:${block.id}`}
            item={{ source: 'block', block: ref, kind: block.kind, label: block.name }}
            onActivate={() => void props.onInsert(ref, block.kind)}
          >
            <IconBlock size={18} className={classes.paletteIcon} />
            <span style={{ minWidth: 0 }}>
              {block.name}
              <Text component="span" size="xs" c="dimmed" display="block">
                {block.kind === 'row' ? 'Row' : 'Section'} · {countOf(block.element_count, 'element')}
              </Text>
            </span>
          </PaletteItem>
        );
      })}
    </div>
  );
}

/** SPEC §1 palette: categories, search, premium gating, special sections, column layouts, saved blocks. */
export function Palette() {
  const { engine, services, data } = useEditor();
  const [category, setCategory] = useState<PaletteCategory>('All');
  const [search, setSearch] = useState('');
  const entries = useMemo(
    () =>
      paletteEntries(engine.registry, { category, search, premium: services.premium, includeLocked: true }),
    [engine.registry, category, search, services.premium],
  );
  const shapes = useIconShapes(useMemo(() => entries.map((e) => glyphName(e.icon)), [entries]));
  const menuId = defaultMenuId(data);
  const term = search.trim().toLowerCase();
  const matches = (text: string) => term === '' || text.toLowerCase().includes(term);
  const showStructure = category === 'All';
  const savedBlocks = (data?.blocks ?? []).filter((block) => matches(block.name));
  const libraryBlocks = (data?.library_blocks ?? []).filter((block) => matches(block.name));

  const add = (outcome: { ok: boolean; message?: string }) => {
    if (!outcome.ok && outcome.message) services.notify('error', outcome.message);
  };
  const target = (kind: Parameters<typeof pasteTarget>[1]) =>
    pasteTarget(engine.doc, kind, engine.ui.selectedId);
  const insertBlock = async (ref: BlockRef, kind: 'section' | 'row') => {
    try {
      const block = await services.blocks.get(ref);
      const { nodes, texts } = loadBlockNodes(block.content, kind, engine.registry);
      const at = target(kind);
      if (!at) return services.notify('error', 'Select where the block should go first.');
      add(runCommand(engine, 'insertNodes', { target: at, nodes, texts }));
    } catch (error) {
      services.notify('error', error instanceof Error ? error.message : 'The block could not be loaded.');
    }
  };

  return (
    <Stack gap="xs" style={{ minHeight: 0, flex: 1 }}>
      <TextInput
        placeholder="Search elements and blocks"
        aria-label="Search elements and blocks"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Escape' && setSearch('')}
        rightSection={
          search ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Clear the search"
              onClick={() => setSearch('')}
            >
              <IconClose size={14} />
            </ActionIcon>
          ) : null
        }
      />
      <Chip.Group
        multiple={false}
        value={category}
        onChange={(value) => setCategory(value as PaletteCategory)}
      >
        <Group gap={4}>
          {PALETTE_CATEGORIES.map((name) => (
            <Chip key={name} value={name} size="xs" variant="light">
              {name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ScrollArea style={{ flex: 1 }} offsetScrollbars type="auto">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the buttons inside. */}
        <div onKeyDown={moveFocus} data-arrow-keys>
          <Stack gap={6} pb="md">
            {showStructure && matches('section blank') ? (
              <>
                <Heading>Sections</Heading>
                <div className={classes.paletteGrid}>
                  <PaletteItem
                    id="section:blank"
                    item={{ source: 'section', label: 'Blank section' }}
                    onActivate={() => {
                      const at = target('section');
                      if (at) add(runCommand(engine, 'insertSection', { target: at }));
                    }}
                  >
                    <IconPlus size={18} className={classes.paletteIcon} /> Blank section
                  </PaletteItem>
                  {SECTION_KINDS.filter((kind) => matches(`${kind} ${SECTION_HINTS[kind]}`)).map((kind) => (
                    <PaletteItem
                      key={kind}
                      id={`section:${kind}`}
                      item={{ source: 'section', kind, label: kind, menuId }}
                      onActivate={() => {
                        const at = target('section');
                        if (at) add(runCommand(engine, 'insertSection', { target: at, kind, menuId }));
                      }}
                    >
                      <IconBlock size={18} className={classes.paletteIcon} />
                      <span>
                        {kind}
                        <Text component="span" size="xs" c="dimmed" display="block">
                          {SECTION_HINTS[kind]}
                        </Text>
                      </span>
                    </PaletteItem>
                  ))}
                </div>
              </>
            ) : null}
            {showStructure && matches('columns row layout') ? (
              <>
                <Heading>Column layouts</Heading>
                <div className={classes.paletteGrid} style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
                  {COLUMN_LAYOUTS.map((layout) => {
                    const name = layout.map((w) => `${Math.round(w)}%`).join(' + ');
                    return (
                      <PaletteItem
                        key={name}
                        id={`row:${layout.join('-')}`}
                        item={{ source: 'row', layout, label: `Row ${name}` }}
                        onActivate={() => {
                          const at = target('row');
                          if (at) add(runCommand(engine, 'insertRow', { target: at, layout }));
                        }}
                      >
                        <span className={classes.layoutPreset} title={name}>
                          {layout.map((w, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a preset's widths never change.
                            <span key={i} style={{ flex: w }} />
                          ))}
                        </span>
                      </PaletteItem>
                    );
                  })}
                </div>
              </>
            ) : null}
            <Heading>Elements</Heading>
            {entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No element matches “{search}”.
              </Text>
            ) : (
              <div className={classes.paletteGrid}>
                {entries.map((entry) => (
                  <PaletteItem
                    key={entry.key}
                    id={`element:${entry.key}`}
                    item={{ source: 'element', key: entry.key, label: entry.label }}
                    disabled={entry.locked}
                    disabledReason="A premium element your agency has not unlocked. Subscribe to the app that includes it."
                    onActivate={() => {
                      const at = target('element');
                      if (at) add(runCommand(engine, 'insertElement', { key: entry.key, target: at }));
                    }}
                  >
                    <span className={classes.paletteIcon}>
                      <PaletteGlyph icon={entry.icon} shapes={shapes} />
                    </span>
                    <span style={{ minWidth: 0 }}>
                      {entry.label}
                      {entry.premium ? (
                        <Badge size="xs" variant="light" color={entry.locked ? 'gray' : 'yellow'} ml={4}>
                          {entry.locked ? 'Locked' : 'Premium'}
                        </Badge>
                      ) : null}
                    </span>
                  </PaletteItem>
                ))}
              </div>
            )}
            {showStructure ? (
              <>
                <Heading>Saved blocks</Heading>
                <BlockItems
                  blocks={savedBlocks}
                  origin="agency"
                  empty={
                    term
                      ? `No saved block matches “${search}”.`
                      : services.blocks.saveTo === 'agency'
                        ? 'Save a section or a row as a block from its toolbar to reuse it on any page of your agency.'
                        : 'Saved blocks belong to agencies. A section or row saved here becomes a draft under Blocks; once published it appears in the Block library below.'
                  }
                  onInsert={insertBlock}
                />
                <Heading>Block library</Heading>
                <BlockItems
                  blocks={libraryBlocks}
                  origin="library"
                  empty={
                    term
                      ? `No library block matches “${search}”.`
                      : 'Sections and rows the platform publishes for everyone appear here.'
                  }
                  onInsert={insertBlock}
                />
              </>
            ) : null}
          </Stack>
        </div>
      </ScrollArea>
    </Stack>
  );
}
