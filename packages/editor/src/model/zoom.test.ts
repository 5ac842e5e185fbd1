import { describe, expect, it } from 'vitest';
import { runCommand } from './commands.ts';
import { shortcutFor } from './shortcuts.ts';
import { testEditor } from './test-document.ts';
import { press } from './test-keys.ts';
import { clampZoom, fitScale, scaleOf, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomLabel, zoomOut } from './zoom.ts';

describe('zoom maths', () => {
  it('fits a canvas wider than the space, and never zooms a narrower one past 100 %', () => {
    // The desktop canvas (1280 px) beside both panels on a 1440 px screen.
    expect(fitScale(1280, 796)).toBeCloseTo(0.622, 3);
    expect(fitScale(390, 796)).toBe(1);
    expect(fitScale(1280, 1280)).toBe(1);
    // Nothing measured yet: no zoom rather than a division by zero.
    expect(fitScale(1280, 0)).toBe(1);
    expect(fitScale(0, 800)).toBe(1);
  });

  it('draws at the fit scale in fit mode, at the chosen zoom otherwise, within 50–200 %', () => {
    expect(scaleOf('fit', 0.62)).toBe(0.62);
    expect(scaleOf(1.5, 0.62)).toBe(1.5);
    expect(scaleOf(5, 0.62)).toBe(ZOOM_MAX);
    expect(scaleOf(0.1, 0.62)).toBe(ZOOM_MIN);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps in and out from the scale shown, fit included, and stops at the ends', () => {
    expect(zoomIn('fit', 0.62)).toBe(0.67);
    expect(zoomOut('fit', 0.62)).toBe(0.5);
    expect(zoomIn(1, 0.62)).toBe(1.1);
    expect(zoomOut(1, 0.62)).toBe(0.9);
    // ⅔ is the 67 % step: in goes past it, not onto it again.
    expect(zoomIn(2 / 3, 1)).toBe(0.75);
    expect(zoomIn(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
    expect(zoomOut(ZOOM_MIN, 1)).toBe(ZOOM_MIN);
    // A fit below 50 % (a narrow window): in goes to the smallest step.
    expect(zoomIn('fit', 0.3)).toBe(0.5);
    expect(zoomOut('fit', 0.3)).toBe(ZOOM_MIN);
  });

  it('labels fit with the scale it comes to', () => {
    expect(zoomLabel('fit', 0.622)).toBe('Fit (62%)');
    expect(zoomLabel(1.5, 0.622)).toBe('150%');
  });
});

describe('zoom and panel commands', () => {
  it('zoom in, out and back to fit from the measured fit scale, never touching the document', () => {
    const { editor } = testEditor();
    const doc = editor.doc;
    editor.setUi({ fitScale: 0.62 });
    expect(editor.ui.zoom).toBe('fit');
    runCommand(editor, 'zoomIn', {});
    expect(editor.ui.zoom).toBe(0.67);
    runCommand(editor, 'zoomIn', {});
    expect(editor.ui.zoom).toBe(0.75);
    runCommand(editor, 'zoomOut', {});
    runCommand(editor, 'zoomOut', {});
    runCommand(editor, 'zoomOut', {});
    expect(editor.ui.zoom).toBe(0.5);
    runCommand(editor, 'zoomToFit', {});
    expect(editor.ui.zoom).toBe('fit');
    runCommand(editor, 'setZoom', { zoom: 3 });
    expect(editor.ui.zoom).toBe(ZOOM_MAX);
    expect(editor.doc).toBe(doc);
    expect(editor.canUndo()).toBe(false);
  });

  it('toggles a side panel, or sets it', () => {
    const { editor } = testEditor();
    runCommand(editor, 'togglePanel', { side: 'left' });
    expect(editor.ui.panels).toEqual({ left: false, right: true });
    runCommand(editor, 'togglePanel', { side: 'right', open: false });
    runCommand(editor, 'togglePanel', { side: 'right', open: false });
    expect(editor.ui.panels).toEqual({ left: false, right: false });
    runCommand(editor, 'togglePanel', { side: 'left' });
    expect(editor.ui.panels.left).toBe(true);
  });
});

describe('zoom shortcuts', () => {
  it.each([
    [press('=', { ctrlKey: true }), false, 'zoomIn'],
    [press('+', { ctrlKey: true, shiftKey: true }), false, 'zoomIn'],
    [press('-', { ctrlKey: true }), false, 'zoomOut'],
    [press('_', { ctrlKey: true, shiftKey: true }), false, 'zoomOut'],
    [press('0', { ctrlKey: true }), false, 'zoomToFit'],
    [press('=', { metaKey: true }), true, 'zoomIn'],
    [press('-', { metaKey: true }), true, 'zoomOut'],
    [press('0', { metaKey: true }), true, 'zoomToFit'],
  ])('%o (mac %s) → %s', (keyPress, mac, command) => {
    expect(shortcutFor(keyPress, mac)?.command).toBe(command);
  });

  it('leaves the keys alone without the modifier, or with Alt', () => {
    expect(shortcutFor(press('0'), false)).toBeNull();
    expect(shortcutFor(press('-'), false)).toBeNull();
    expect(shortcutFor(press('=', { ctrlKey: true, altKey: true }), false)).toBeNull();
  });

  it('zoom shortcuts run the zoom commands', () => {
    const { editor } = testEditor();
    editor.setUi({ fitScale: 0.8 });
    const action = shortcutFor(press('=', { ctrlKey: true }), false);
    expect(action?.command).toBe('zoomIn');
    runCommand(editor, action!.command as 'zoomIn', {});
    expect(editor.ui.zoom).toBe(0.9);
  });
});
