import { MantineProvider } from '@mantine/core';
import type { EditorData } from '@tessera/api-contract';
import { type DocumentNode, findNode, type PageDocument } from '@tessera/document';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { nodeElementIn } from '../src/canvas/canvas-store.ts';
import type { Box } from '../src/canvas/geometry.ts';
import { Editor, type EditorHandle } from '../src/EditorRoot.tsx';
import type { EditorEngine } from '../src/model/editor.ts';
import { testDocument } from '../src/model/test-document.ts';
import type { UiState } from '../src/model/ui-state.ts';
import { MemoryPendingStore } from '../src/persistence/local-store.ts';
import type { DocumentSource, EditorServices, SaveRequest, Tone } from '../src/services.ts';

// React warns about updates outside act() unless told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The space the canvas is given: the desktop frame fits it at 100 %. */
const VIEWPORT = { width: 1280, height: 800 };
/** Where the canvas frame sits in the editor window (happy-dom lays nothing out). */
const FRAME: Box = { top: 0, left: 0, ...VIEWPORT };

/**
 * The canvas measures its viewport (clientWidth/Height and paddings) to size the frame; happy-dom
 * lays nothing out, so the viewport reports the space a laptop would give it.
 */
function sizeCanvasViewport(): void {
  const isViewport = (element: HTMLElement) => element.dataset.testid === 'canvas-viewport';
  for (const [property, size] of [
    ['clientWidth', VIEWPORT.width],
    ['clientHeight', VIEWPORT.height],
  ] as const) {
    const own =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, property) ??
      Object.getOwnPropertyDescriptor(Element.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return isViewport(this) ? size : (own?.get?.call(this) ?? 0);
      },
    });
  }
  const style = document.createElement('style');
  style.textContent = '[data-testid="canvas-viewport"] { padding: 0px; }';
  document.head.append(style);
}
sizeCanvasViewport();

export const TEST_EDITOR_DATA: EditorData = {
  landing: { id: 1, title: 'Test site', url: 'http://test.localhost', asset_base: '' },
  pages: [
    { id: 1, name: 'Home', unique_name: 'home', is_home: true, url: 'http://test.localhost', kind: 'page' },
  ],
  files: { items: [], total: 0 },
  forms: [],
  menus: [],
  blocks: [],
  library_blocks: [],
  currency: '$',
};

export interface TestEditorOptions {
  /** The design to open (the model tests' document when not given: see `ids`). */
  document?: PageDocument;
  /** Services the test replaces; the rest answer at once with nothing. */
  services?: Partial<EditorServices>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function rect(box: Box): DOMRect {
  const { top, left, width, height } = box;
  return {
    top,
    left,
    width,
    height,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
    toJSON: () => box,
  } as DOMRect;
}

/** Gives an element a box: happy-dom has no layout, so every box the editor measures is set here. */
function place(element: Element, box: Box): void {
  Object.defineProperty(element, 'getBoundingClientRect', { configurable: true, value: () => rect(box) });
}

function accessibleName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

/**
 * The editor as a test drives it (after tldraw's TestEditor): the real `Editor` with its panels,
 * canvas frame and overlay, mounted in happy-dom over an in-memory source and services. Actions
 * go through the DOM as a user's would (select, type, press keys, drag) and each waits for React
 * to settle; the document, the UI state, saves and notices are there to assert on. The canvas has
 * no layout of its own: `layout` gives nodes their boxes where a test needs geometry.
 */
export class TestEditor {
  /** The node ids of the default document (the model tests' `testDocument`). */
  readonly ids = testDocument().ids;

  private constructor(
    readonly root: HTMLElement,
    private readonly react: Root,
    readonly handle: EditorHandle,
    /** What autosave sent, oldest first. */
    readonly saves: SaveRequest[],
    /** What the editor told the user (toasts), oldest first. */
    readonly notices: Array<{ tone: Tone; message: string }>,
  ) {}

  static async open(options: TestEditorOptions = {}): Promise<TestEditor> {
    const document0 = options.document ?? testDocument().doc;
    const container = document.createElement('div');
    document.body.append(container);
    const react = createRoot(container);
    const saves: SaveRequest[] = [];
    const notices: Array<{ tone: Tone; message: string }> = [];
    let version = 1;
    const source: DocumentSource = {
      key: 'test-editor',
      title: 'Test page',
      load: async () => ({ document: document0, version }),
      save: async (request) => {
        saves.push(request);
        version += 1;
        return { version, shouldReload: false, warnings: [] };
      },
    };
    const services: EditorServices = {
      editorData: async () => TEST_EDITOR_DATA,
      files: async () => ({ items: [], total: 0 }),
      icons: async () => ({}),
      searchIcons: async () => [],
      upload: async () => ({ url: '' }),
      blocks: {
        get: async () => {
          throw new Error('no blocks in this test');
        },
        saveTo: 'agency',
        create: async () => {
          throw new Error('no blocks in this test');
        },
      },
      notify: (tone, message) => notices.push({ tone, message }),
      premium: { isAdmin: true, premiumElements: [] },
      exit: () => undefined,
      ...options.services,
    };
    let handle: EditorHandle | null = null;
    await act(async () => {
      react.render(
        <MantineProvider>
          <Editor
            source={source}
            services={services}
            pendingStore={new MemoryPendingStore()}
            onReady={(ready) => {
              handle = ready;
            }}
          />
        </MantineProvider>,
      );
    });
    const editor = await waitFor(() => handle?.canvas.getState().frame && handle);
    const opened = new TestEditor(container, react, editor, saves, notices);
    const frame = editor.canvas.getState().frame!;
    // The stage (frame and overlay) at the top left of the window, in a viewport that shows it.
    place(frame.iframe, FRAME);
    // The frame's window is as tall as the frame (dragging near its edges scrolls the page).
    Object.defineProperty(frame.window, 'innerHeight', { configurable: true, value: FRAME.height });
    for (const part of ['editor-overlay', 'canvas-viewport']) {
      const element = container.querySelector(`[data-testid="${part}"]`);
      if (element) place(element, FRAME);
    }
    await opened.settle();
    return opened;
  }

  get engine(): EditorEngine {
    return this.handle.engine;
  }

  get doc(): PageDocument {
    return this.engine.doc;
  }

  get ui(): UiState {
    return this.engine.ui;
  }

  /** A node of the document by id (throws when there is none). */
  node<T extends DocumentNode = DocumentNode>(id: string): T {
    const found = findNode(this.doc, id)?.node;
    if (!found) throw new Error(`no node ${id} in the document`);
    return found as T;
  }

  /** The canvas document (the frame's). */
  get canvasDocument(): Document {
    return this.handle.canvas.getState().frame!.document;
  }

  /** The drawing of a node on the canvas (inside its section's shadow root). */
  canvasNode(id: string): HTMLElement {
    const element = nodeElementIn(this.canvasDocument, this.doc, id);
    if (!element) throw new Error(`node ${id} is not on the canvas`);
    return element;
  }

  /** The settings column, the left column, or the whole editor. */
  region(name: 'Settings' | 'Add and arrange' | 'editor' = 'editor'): HTMLElement {
    if (name === 'editor') return this.root;
    const found = this.root.querySelector<HTMLElement>(`aside[aria-label="${name}"]`);
    if (!found) throw new Error(`no ${name} panel`);
    return found;
  }

  /** The form control labelled `label` (its <label>, or aria-label), by default in the settings. */
  field(label: string, within: HTMLElement = this.region('Settings')): Control {
    const controls = [...within.querySelectorAll<Control>('input, textarea, select')];
    const found = controls.find((control) => {
      if (control.getAttribute('aria-label') === label) return true;
      const labels = control.id ? within.querySelectorAll(`label[for="${CSS.escape(control.id)}"]`) : [];
      return [...labels].some((element) => element.textContent?.replace('*', '').trim() === label);
    });
    if (!found) throw new Error(`no field labelled "${label}"`);
    return found;
  }

  /** The message shown under a field (its error), or null. */
  fieldError(label: string): string | null {
    const control = this.field(label);
    if (control.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const messages = ids.map((id) => this.root.ownerDocument.getElementById(id)?.textContent ?? '');
    return messages.at(-1) ?? null;
  }

  /** A button (or other control with a role) named `name` by its aria-label or text. */
  button(name: string | RegExp, within: ParentNode = this.root): HTMLElement {
    const found = this.buttons(within).find((element) =>
      typeof name === 'string' ? accessibleName(element) === name : name.test(accessibleName(element)),
    );
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  }

  hasButton(name: string, within: ParentNode = this.root): boolean {
    return this.buttons(within).some((element) => accessibleName(element) === name);
  }

  private buttons(within: ParentNode): HTMLElement[] {
    return [...within.querySelectorAll<HTMLElement>('button, [role="button"], [role="separator"]')];
  }

  /** Selects a node the way a user does: a click on its drawing in the canvas. */
  async select(id: string): Promise<void> {
    await this.click(this.canvasNode(id));
  }

  async click(element: Element): Promise<void> {
    await act(async () => {
      const view = element.ownerDocument.defaultView ?? window;
      element.dispatchEvent(new view.MouseEvent('pointerdown', { bubbles: true, composed: true }));
      element.dispatchEvent(new view.MouseEvent('mousedown', { bubbles: true, composed: true }));
      // A press moves the focus (the field being typed in loses it), as in a browser.
      if (element instanceof view.HTMLElement) element.focus();
      element.dispatchEvent(new view.MouseEvent('mouseup', { bubbles: true, composed: true }));
      element.dispatchEvent(
        new view.MouseEvent('click', { bubbles: true, composed: true, cancelable: true }),
      );
    });
    await this.settle();
  }

  /** Switches the device the way the toolbar's device switch does. */
  async setDevice(device: 'desktop' | 'tablet' | 'mobile'): Promise<void> {
    const choice = this.root.querySelector<HTMLInputElement>(
      `[data-testid="device-switch"] input[value="${device}"]`,
    );
    if (!choice) throw new Error(`no ${device} in the device switch`);
    await this.click(choice);
  }

  /** Replaces what a field holds, as typing it would (one input event). */
  async type(control: Control, text: string): Promise<void> {
    await act(async () => {
      control.focus();
      const prototype = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, text);
      control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    });
    await this.settle();
  }

  async blur(control: HTMLElement): Promise<void> {
    await act(async () => {
      control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      control.blur();
    });
    await this.settle();
  }

  /**
   * A key press on `target` (the editor window by default). `key` is a KeyboardEvent key;
   * "Mod" presses Ctrl.
   */
  async press(
    key: string,
    modifiers: { mod?: boolean; shift?: boolean; alt?: boolean } = {},
    target: EventTarget = window,
  ): Promise<void> {
    await act(async () => {
      const init = {
        key,
        bubbles: true,
        cancelable: true,
        composed: true,
        ctrlKey: modifiers.mod ?? false,
        shiftKey: modifiers.shift ?? false,
        altKey: modifiers.alt ?? false,
      };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
      target.dispatchEvent(new KeyboardEvent('keyup', init));
    });
    await this.settle();
  }

  /** The inline text editor open on the canvas (Tiptap's ProseMirror view), or null. */
  get textbox(): HTMLElement | null {
    const id = this.ui.editingTextId;
    if (id === null) return null;
    return this.canvasNode(id).querySelector<HTMLElement>('.ProseMirror');
  }

  /** Types into the open text editor at its caret, as ProseMirror takes typed text. */
  async typeText(text: string): Promise<void> {
    const box = this.textbox;
    if (!box) throw new Error('no text is being edited');
    // Tiptap keeps its editor on the editable element (for tests like this one).
    const editor = (box as HTMLElement & { editor?: { view: TextView } }).editor;
    if (!editor) throw new Error('the text box has no editor');
    await act(async () => {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const handled = view.someProp('handleTextInput', (handle) => handle(view, from, to, text));
      if (!handled) view.dispatch(view.state.tr.insertText(text, from, to));
    });
    await this.settle();
  }

  /**
   * Gives canvas nodes their boxes (frame pixels), as the browser's layout would. Nodes without
   * one measure as nothing, as hidden ones do.
   */
  layout(boxes: Record<string, Box>): void {
    for (const [id, box] of Object.entries(boxes)) place(this.canvasNode(id), box);
  }

  /**
   * Lays the default document out as a desktop page would (frame pixels): the hero section on
   * top (its row's two columns side by side, the headline and the nested row in the left one,
   * the image in the right one), the second section below with its button.
   */
  layoutTestDocument(): void {
    const { ids } = this;
    this.layout({
      [ids.s1]: { top: 0, left: 0, width: 1280, height: 400 },
      [ids.r1]: { top: 40, left: 100, width: 1000, height: 340 },
      [ids.c1]: { top: 40, left: 100, width: 500, height: 340 },
      [ids.headline]: { top: 60, left: 120, width: 460, height: 60 },
      [ids.nestedRow]: { top: 140, left: 120, width: 460, height: 200 },
      [ids.nc1]: { top: 140, left: 120, width: 230, height: 200 },
      [ids.nc2]: { top: 140, left: 350, width: 230, height: 200 },
      [ids.c2]: { top: 40, left: 600, width: 500, height: 340 },
      [ids.image]: { top: 80, left: 640, width: 400, height: 220 },
      [ids.s2]: { top: 400, left: 0, width: 1280, height: 200 },
      [ids.r2]: { top: 410, left: 100, width: 1000, height: 180 },
      [ids.c3]: { top: 410, left: 100, width: 1000, height: 180 },
      [ids.button2]: { top: 480, left: 540, width: 200, height: 48 },
    });
  }

  /** Moves the canvas on: the overlay measures again (as after a scroll or resize). */
  async remeasure(): Promise<void> {
    await act(async () => {
      this.handle.canvas.setState((state) => ({ tick: state.tick + 1 }));
    });
    await this.settle();
  }

  /**
   * Drags with the pointer, as a user does: presses on `handle` (a palette entry such as
   * `button('Add Button')`, or the selection's grip `button('Move Image')`), moves through `path`
   * (editor window pixels; the frame sits at the top left, zoom 1) and lets go at its last point.
   * The editor's own drag layer (dnd-kit's pointer sensor) runs the drag controller.
   */
  async drag(handle: Element, path: ReadonlyArray<{ x: number; y: number }>): Promise<void> {
    const start = handle.getBoundingClientRect();
    const from = { x: start.left + start.width / 2, y: start.top + start.height / 2 };
    const pointer = (target: EventTarget, type: string, at: { x: number; y: number }) =>
      act(async () => {
        target.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            isPrimary: true,
            pointerId: 1,
            button: 0,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX: at.x,
            clientY: at.y,
          }),
        );
      });
    await pointer(handle, 'pointerdown', from);
    // Past the drag layer's activation distance (5 px), then along the path.
    await pointer(document, 'pointermove', { x: from.x + 10, y: from.y + 10 });
    for (const point of path) await pointer(document, 'pointermove', point);
    await pointer(document, 'pointerup', path.at(-1) ?? from);
    await this.settle();
  }

  /** Runs `change` (an update from outside React, such as the text editor's API) and settles. */
  async act(change: () => unknown): Promise<void> {
    await act(async () => {
      await change();
    });
    await this.settle();
  }

  /** Lets React, effects, lazy chunks and timers that are due run. */
  async settle(ms = 0): Promise<void> {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
  }

  async close(): Promise<void> {
    // The page first (it is a portal into the frame), then the editor with the frame.
    await act(async () => this.handle.canvas.setState({ frame: null }));
    await act(async () => this.react.unmount());
    this.root.remove();
  }
}

interface TextView {
  state: {
    selection: { from: number; to: number };
    tr: { insertText(text: string, from: number, to: number): unknown };
  };
  dispatch(transaction: unknown): void;
  someProp(
    name: 'handleTextInput',
    f: (handle: (view: TextView, from: number, to: number, text: string) => boolean) => boolean,
  ): boolean | undefined;
}

/** Polls `probe` (letting React run in between) until it gives a value. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waited in vain');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
