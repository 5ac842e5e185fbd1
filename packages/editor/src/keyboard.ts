import { countOf } from '@tessera/document';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useEditor } from './context.tsx';
import { copyPayload, serializeClipboard } from './model/clipboard.ts';
import { runCommand } from './model/commands.ts';
import { isTypingTarget, shortcutFor, usesArrowKeys, zoomShortcutFor } from './model/shortcuts.ts';

/**
 * Keyboard shortcuts and the clipboard, in the editor window and in the canvas frame (focus is
 * in one or the other). Copy and paste use the clipboard events, so the system clipboard carries
 * the content between tabs and pages; a paste is read and repaired before anything changes.
 */
export function useEditorKeys(): void {
  const { engine, services, canvas } = useEditor();
  const frame = useStore(canvas, (s) => s.frame);

  useEffect(() => {
    const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
    const editingText = () => engine.ui.editingTextId !== null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape' && editingText()) {
        engine.setUi({ editingTextId: null });
        return;
      }
      // Zoom keys zoom the canvas, not the browser, wherever focus is (a field, the text editor).
      const zoom = zoomShortcutFor(event, isMac);
      if (zoom) {
        event.preventDefault();
        runCommand(engine, zoom.command, {});
        return;
      }
      if (editingText() || isTypingTarget(event.target)) return;
      const action = shortcutFor(event, isMac);
      if (!action) return;
      if (event.key.startsWith('Arrow') && usesArrowKeys(event.target)) return;
      event.preventDefault();
      if (action.command === 'deselect') {
        runCommand(engine, 'select', { id: null });
        return;
      }
      const selected = engine.ui.selectedId;
      let outcome: ReturnType<typeof runCommand>;
      if ('needsSelection' in action) {
        if (selected === null) return;
        outcome = runCommand(engine, action.command, { id: selected });
      } else {
        outcome = runCommand(engine, action.command, {});
      }
      if (!outcome.ok && action.command !== 'undo' && action.command !== 'redo')
        services.notify('error', outcome.message);
    };

    const copySelection = (event: ClipboardEvent, cut: boolean) => {
      if (editingText() || isTypingTarget(event.target)) return;
      const selected = engine.ui.selectedId;
      if (selected === null) return;
      const payload = copyPayload(engine.doc, [selected]);
      if (!payload) return;
      event.clipboardData?.setData('text/plain', serializeClipboard(payload));
      event.preventDefault();
      if (cut) {
        const outcome = runCommand(engine, 'remove', { id: selected });
        if (!outcome.ok) services.notify('error', outcome.message);
      } else {
        services.notify('success', 'Copied');
      }
    };
    const onCopy = (event: ClipboardEvent) => copySelection(event, false);
    const onCut = (event: ClipboardEvent) => copySelection(event, true);
    const onPaste = (event: ClipboardEvent) => {
      if (editingText() || isTypingTarget(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      event.preventDefault();
      const outcome = runCommand(engine, 'paste', { text });
      if (!outcome.ok) services.notify('error', outcome.message);
      else if (outcome.repairs)
        services.notify(
          'info',
          `Pasted. ${countOf(outcome.repairs, 'setting')} that could not be used ${outcome.repairs === 1 ? 'was' : 'were'} reset to ${outcome.repairs === 1 ? 'its default' : 'their defaults'}.`,
        );
    };

    const targets: Window[] = [window];
    if (frame) targets.push(frame.window);
    for (const target of targets) {
      // Capture phase: some controls (tooltips, popovers) stop Escape from bubbling.
      target.addEventListener('keydown', onKeyDown, true);
      target.addEventListener('copy', onCopy);
      target.addEventListener('cut', onCut);
      target.addEventListener('paste', onPaste);
    }
    return () => {
      for (const target of targets) {
        target.removeEventListener('keydown', onKeyDown, true);
        target.removeEventListener('copy', onCopy);
        target.removeEventListener('cut', onCut);
        target.removeEventListener('paste', onPaste);
      }
    };
  }, [engine, services, frame]);
}
