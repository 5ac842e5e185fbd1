/**
 * The canvas zoom (UI state, never part of the document). `fit` shows the device width in the
 * space the canvas has, never above 100 %: a canvas that fits is shown at 100 %, a wider one
 * (the desktop canvas beside both panels on a laptop) is shown smaller. A number is a zoom the
 * user chose, from 50 % to 200 %.
 */
export type Zoom = 'fit' | number;

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;

/** The zooms the menu offers and Ctrl + / − step through. */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2];

/** Below this difference two zooms are the same step (0.67 and ⅔). */
const SAME = 0.005;

/** The scale that shows `canvasWidth` pixels in `available` pixels, never above 1. */
export function fitScale(canvasWidth: number, available: number): number {
  if (!(canvasWidth > 0) || !(available > 0)) return 1;
  return Math.min(1, available / canvasWidth);
}

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** The scale the canvas is drawn at. */
export function scaleOf(zoom: Zoom, fit: number): number {
  return zoom === 'fit' ? fit : clampZoom(zoom);
}

/** The next step above what is shown now (from fit: the first step above the fit scale). */
export function zoomIn(zoom: Zoom, fit: number): number {
  const current = scaleOf(zoom, fit);
  return ZOOM_STEPS.find((step) => step > current + SAME) ?? ZOOM_MAX;
}

/** The next step below what is shown now (from fit: the first step below the fit scale). */
export function zoomOut(zoom: Zoom, fit: number): number {
  const current = scaleOf(zoom, fit);
  return [...ZOOM_STEPS].reverse().find((step) => step < current - SAME) ?? ZOOM_MIN;
}

export function percent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** What the zoom control shows: "Fit (62%)" or "150%". */
export function zoomLabel(zoom: Zoom, fit: number): string {
  return zoom === 'fit' ? `Fit (${percent(fit)})` : percent(clampZoom(zoom));
}
