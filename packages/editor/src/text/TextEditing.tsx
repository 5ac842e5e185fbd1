import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Popover,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  getText,
  RICH_TEXT_FONT_SIZES,
  sectionAnchorId,
  validateListStart,
  validateMediaUrl,
} from '@tessera/document';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { nodeElement } from '../canvas/canvas-store.ts';
import type { Box } from '../canvas/geometry.ts';
import { nodeLabel } from '../canvas/labels.ts';
import { sanitizeRichText } from '../canvas/sanitize.ts';
import { placeToolbar } from '../canvas/toolbar-place.ts';
import { useEditor } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import { linkProblem, pageLinkPath } from '../panels/LinkPicker.tsx';
import classes from '../ui/editor.module.css';
import {
  IconBold,
  IconClear,
  IconItalic,
  IconLink,
  IconListBullet,
  IconListNumber,
  IconStrike,
  IconUnderline,
  IconVideo,
} from '../ui/icons.tsx';
import { LinkPopup, type TextLinkKind, textLinkAttributes, textLinkKind } from './text-link.ts';
import { TextStyle } from './text-style.ts';

/** While typing, the text reaches the document (and autosave) after this pause. */
const SYNC_AFTER_MS = 700;

/**
 * SPEC §4 inline text editing: clicking a text element activates a Tiptap editor in place, with
 * this toolbar; a click outside hides it; when it goes, the content is saved as HTML and the
 * editor destroyed. Typing also reaches the document after a short pause, so autosave and the
 * browser copy never miss what was typed. This module (and Tiptap) loads on first use only.
 */
export function TextEditing({ id, box, visible }: { id: string; box: Box | null; visible: Box | null }) {
  const { engine, canvas } = useEditor();
  const frame = useStore(canvas, (s) => s.frame);
  const editorRef = useRef<Editor | null>(null);
  const [, setVersion] = useState(0);
  // The toolbar's own size decides where it fits beside the text (see placeToolbar).
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const [barSize, setBarSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    if (!bar) return;
    const measure = () =>
      setBarSize((size) =>
        size && size.width === bar.offsetWidth && size.height === bar.offsetHeight
          ? size
          : { width: bar.offsetWidth, height: bar.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [bar]);

  useEffect(() => {
    const wrapper = nodeElement(frame, engine.doc, id);
    const host = wrapper?.querySelector<HTMLElement>('.rt');
    if (!frame || !host) {
      engine.setUi({ editingTextId: null });
      return;
    }
    const original = getText(engine.doc, id) ?? '';
    // The canvas keeps showing this html for the element while the editor owns its box.
    const shown = sanitizeRichText(original);
    engine.frozenTexts.set(id, shown);
    host.innerHTML = '';
    let synced = original;
    // Only typing changes the text: opening and closing the editor must not rewrite its HTML.
    let edited = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const sync = (final: boolean) => {
      const editor = editorRef.current;
      if (!editor || !edited) return;
      const html = editor.isEmpty ? '' : editor.getHTML();
      if (html === synced) return;
      synced = html;
      runCommand(engine, 'setText', { id, html, ...(final ? {} : { coalesceKey: `${id}:text` }) });
    };
    const editor = new Editor({
      element: host,
      extensions: [
        StarterKit.configure({
          // The kit adds an empty paragraph after a closing heading, which the page would keep.
          trailingNode: false,
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            isAllowedUri: (url) => linkProblem(url) === null && !/^\s*(javascript|data|vbscript):/i.test(url),
          },
        }),
        LinkPopup,
        TextStyle,
      ],
      content: shown,
      injectCSS: false,
      autofocus: 'end',
      editorProps: { attributes: { 'aria-label': 'Text', role: 'textbox', 'aria-multiline': 'true' } },
    });
    editorRef.current = editor;
    editor.on('transaction', () => setVersion((v) => v + 1));
    editor.on('update', () => {
      edited = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => sync(false), SYNC_AFTER_MS);
    });

    // A click anywhere but the text, its toolbar or the settings panel ends editing.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (
        target?.closest?.(
          '[data-text-toolbar], [data-testid="settings-panel"], [role="listbox"], .mantine-Popover-dropdown',
        )
      )
        return;
      engine.setUi({ editingTextId: null });
    };
    window.document.addEventListener('pointerdown', onPointerDown, true);

    return () => {
      window.document.removeEventListener('pointerdown', onPointerDown, true);
      if (timer) clearTimeout(timer);
      // SPEC §4: on removal the content is saved as HTML and the editor destroyed.
      const html = edited ? (editor.isEmpty ? '' : editor.getHTML()) : original;
      editor.destroy();
      editorRef.current = null;
      engine.frozenTexts.delete(id);
      host.innerHTML = sanitizeRichText(html);
      if (edited && html !== synced) runCommand(engine, 'setText', { id, html });
    };
  }, [frame, id, engine]);

  const editor = editorRef.current;
  if (!editor || !box) return null;
  // Outside the text's box, above it unless there is no room (then below), within what one sees.
  const place = barSize && visible ? placeToolbar(box, barSize, visible, { gap: 6 }) : null;
  return (
    <TextToolbar
      editor={editor}
      rootRef={setBar}
      style={
        place ? { top: place.top, left: place.left } : { top: box.top, left: box.left, visibility: 'hidden' }
      }
      placement={place?.placement}
      onDone={() => engine.setUi({ editingTextId: null })}
    />
  );
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <button
        type="button"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        // Keep the text selection: the button must not take focus from the editor.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </button>
    </Tooltip>
  );
}

function TextToolbar({
  editor,
  style,
  rootRef,
  placement,
  onDone,
}: {
  editor: Editor;
  style: React.CSSProperties;
  rootRef: (element: HTMLDivElement | null) => void;
  placement: string | undefined;
  onDone: () => void;
}) {
  const { data, engine, services } = useEditor();
  const [linkOpen, setLinkOpen] = useState(false);
  const [mediaOpen, setMediaOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkKind, setLinkKind] = useState<TextLinkKind>('url');
  const [newWindow, setNewWindow] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [media, setMedia] = useState('');
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const style_ = editor.getAttributes('textStyle') as { fontSize?: string | null; color?: string | null };
  const inOrderedList = editor.isActive('orderedList');
  const listStart = Number(editor.getAttributes('orderedList').start ?? 1);

  // SPEC §2/§5 link targets: a page of the site ('/name', '/' for the home page), a section of
  // this page ('#page-{id}-section'), a popup of this page ('#{popupId}' with data-popup, which
  // the popup island opens), or a URL; resolved against the landing link when published.
  const pages = (data?.pages ?? []).map((p) => ({
    value: pageLinkPath(p.unique_name, p.is_home),
    label: p.is_home ? `${p.name} (home)` : p.name,
  }));
  const doc = engine.doc;
  const sections = doc.sections.map((s) => ({
    value: `#${sectionAnchorId(s.id)}`,
    label: nodeLabel(doc, engine.registry, s),
  }));
  const popups = doc.popups.map((p) => ({ value: p.id, label: p.name || 'Popup' }));
  const openLink = () => {
    const current = editor.getAttributes('link') as {
      href?: string;
      target?: string | null;
      popup?: string | null;
    };
    const kind = textLinkKind(current, { pages, sections });
    // A popup link's choice is its popup; every other kind's is the href.
    setHref(kind === 'popup' ? (current.popup ?? '') : (current.href ?? ''));
    setLinkKind(kind);
    setNewWindow(current.target === '_blank');
    setLinkError(null);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const value = href.trim();
    if (value === '' && linkKind !== 'popup') {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const problem = linkKind === 'popup' ? null : linkProblem(value);
    if (problem) return setLinkError(problem);
    // A popup link opens one of this page's popups (one deleted since cannot be chosen again).
    const attributes =
      linkKind !== 'popup' || popups.some((p) => p.value === value)
        ? textLinkAttributes(linkKind, value, newWindow)
        : null;
    if (attributes === null) return setLinkError('Choose a popup');
    // `popup` is the LinkPopup extension's attribute; setLink passes it on to the mark.
    chain().extendMarkRange('link').setLink(attributes).run();
    setLinkOpen(false);
  };
  const choices = linkKind === 'page' ? pages : linkKind === 'popup' ? popups : sections;
  const choicePrompt =
    linkKind === 'page'
      ? 'Choose a page'
      : linkKind === 'popup'
        ? popups.length
          ? 'Choose a popup'
          : 'Add a popup in the Popups panel first'
        : 'Choose a section';
  const applyMedia = () => {
    // SPEC §5: a media URL must not be empty or unsupported (YouTube and Vimeo are).
    const problem = validateMediaUrl(media);
    if (problem) return setMediaError(problem);
    const url = media.trim();
    chain()
      .insertContent({
        type: 'text',
        text: url,
        marks: [{ type: 'link', attrs: { href: url, target: '_blank' } }],
      })
      .run();
    setMedia('');
    setMediaOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={classes.textBar}
      style={style}
      data-text-toolbar
      data-placement={placement}
      role="toolbar"
      aria-label="Text formatting"
    >
      <ToolButton label="Bold" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <IconBold size={16} />
      </ToolButton>
      <ToolButton
        label="Italic"
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      >
        <IconItalic size={16} />
      </ToolButton>
      <ToolButton
        label="Underline"
        active={editor.isActive('underline')}
        onClick={() => chain().toggleUnderline().run()}
      >
        <IconUnderline size={16} />
      </ToolButton>
      <ToolButton
        label="Strikethrough"
        active={editor.isActive('strike')}
        onClick={() => chain().toggleStrike().run()}
      >
        <IconStrike size={16} />
      </ToolButton>
      {services.placeholders?.length ? (
        <select
          aria-label="Insert placeholder"
          title="Insert a placeholder: filled in from what the creator of a website types"
          value=""
          onChange={(event) => {
            const token = event.currentTarget.value;
            if (token) chain().insertContent(token).run();
          }}
          data-testid="insert-placeholder"
        >
          <option value="">Placeholder</option>
          {services.placeholders.map((placeholder) => (
            <option key={placeholder.token} value={placeholder.token}>
              {placeholder.label}
            </option>
          ))}
        </select>
      ) : null}
      <select
        aria-label="Font size"
        value={style_.fontSize ?? ''}
        onChange={(event) =>
          chain()
            .setTextStyle({ fontSize: event.currentTarget.value || null })
            .run()
        }
      >
        <option value="">Size</option>
        {RICH_TEXT_FONT_SIZES.map((size) => (
          <option key={size} value={`${size}px`}>
            {size}
          </option>
        ))}
      </select>
      <Tooltip label="Text colour" withinPortal>
        <input
          type="color"
          aria-label="Text colour"
          value={/^#[0-9a-f]{6}$/i.test(style_.color ?? '') ? (style_.color as string) : '#1f2937'}
          onChange={(event) => chain().setTextStyle({ color: event.currentTarget.value }).run()}
          style={{ width: 28, height: 28, border: 0, padding: 0, background: 'none' }}
        />
      </Tooltip>
      <ToolButton
        label="Bulleted list"
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      >
        <IconListBullet size={16} />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        active={inOrderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <IconListNumber size={16} />
      </ToolButton>
      {inOrderedList ? (
        <Tooltip
          label={startError ?? 'Start the numbering at'}
          withinPortal
          opened={startError ? true : undefined}
          color={startError ? 'red' : undefined}
        >
          <NumberInput
            aria-label="List starts at"
            size="xs"
            w={64}
            min={1}
            value={listStart}
            onChange={(value) => {
              const problem = validateListStart(value);
              setStartError(problem);
              if (problem === null)
                editor
                  .chain()
                  .updateAttributes('orderedList', { start: Number(value) })
                  .run();
            }}
          />
        </Tooltip>
      ) : null}
      <Popover opened={linkOpen} onChange={setLinkOpen} withinPortal position="bottom" width={300} trapFocus>
        <Popover.Target>
          <span>
            <ToolButton label="Link" active={editor.isActive('link')} onClick={openLink}>
              <IconLink size={16} />
            </ToolButton>
          </span>
        </Popover.Target>
        <Popover.Dropdown data-text-toolbar>
          <Stack gap={6}>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-label="Link to"
              value={linkKind}
              onChange={(value) => {
                // A popup id is no page, section or URL (nor the other way round): start afresh.
                if ((value === 'popup') !== (linkKind === 'popup')) setHref('');
                setLinkKind(value as TextLinkKind);
                setLinkError(null);
              }}
              data={[
                { value: 'page', label: 'Page' },
                { value: 'section', label: 'Section' },
                { value: 'popup', label: 'Popup' },
                { value: 'url', label: 'URL' },
              ]}
            />
            {linkKind === 'url' ? (
              <TextInput
                label="Link"
                placeholder="https://example.com, /page or #section"
                value={href}
                error={linkError}
                data-autofocus
                onChange={(event) => {
                  setHref(event.currentTarget.value);
                  setLinkError(null);
                }}
                onKeyDown={(event) => event.key === 'Enter' && applyLink()}
              />
            ) : (
              <NativeSelect
                label={linkKind === 'page' ? 'Page' : linkKind === 'popup' ? 'Popup' : 'Section of this page'}
                data-autofocus
                value={choices.some((o) => o.value === href) ? href : ''}
                error={linkError}
                onChange={(event) => {
                  setHref(event.currentTarget.value);
                  setLinkError(null);
                }}
                data={[{ value: '', label: choicePrompt, disabled: true }, ...choices]}
              />
            )}
            {linkKind === 'popup' ? null : (
              <Checkbox
                label="Open in a new window"
                checked={newWindow}
                onChange={(event) => setNewWindow(event.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end" gap={6}>
              {editor.isActive('link') ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setHref('');
                    chain().extendMarkRange('link').unsetLink().run();
                    setLinkOpen(false);
                  }}
                >
                  Remove link
                </Button>
              ) : null}
              <Button size="xs" onClick={applyLink}>
                Apply
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Popover
        opened={mediaOpen}
        onChange={setMediaOpen}
        withinPortal
        position="bottom"
        width={300}
        trapFocus
      >
        <Popover.Target>
          <span>
            <ToolButton label="Video link" onClick={() => setMediaOpen(true)}>
              <IconVideo size={16} />
            </ToolButton>
          </span>
        </Popover.Target>
        <Popover.Dropdown data-text-toolbar>
          <Stack gap={6}>
            <TextInput
              label="YouTube or Vimeo URL"
              value={media}
              error={mediaError}
              data-autofocus
              onChange={(event) => {
                setMedia(event.currentTarget.value);
                setMediaError(null);
              }}
              onKeyDown={(event) => event.key === 'Enter' && applyMedia()}
            />
            <Text size="xs" c="dimmed">
              Inserted as a link; use a Video element to embed a player.
            </Text>
            <Group justify="flex-end">
              <Button size="xs" onClick={applyMedia}>
                Insert
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
        <IconClear size={16} />
      </ToolButton>
      <button
        type="button"
        className={classes.textDone}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onDone}
      >
        Done
      </button>
    </div>
  );
}
