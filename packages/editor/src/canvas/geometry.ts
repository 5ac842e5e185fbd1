/**
 * The one place the canvas zoom is applied to coordinates. Three spaces meet on the canvas:
 *
 * - **frame**: CSS pixels of the canvas document's viewport, what `getBoundingClientRect` answers
 *   inside the frame. The frame is laid out at the device width, so the page's media queries hold.
 * - **stage**: pixels of the box the frame is drawn in, the frame scaled by the zoom. The overlay
 *   (outlines, tools, handles, drop indicator, text toolbar) draws here, in the editor's document.
 * - **client**: the editor window's viewport, where pointer events happen.
 *
 * Everything that measures a page node or reads a pointer goes through these functions, so the
 * overlay, hit testing and drag and drop agree at every zoom.
 */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A rectangle by its edges (a DOMRect has these). */
export interface Edges {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

/** A box of the canvas document (frame pixels) on the stage. */
export function frameToStage(rect: Box, scale: number): Box {
  return {
    top: rect.top * scale,
    left: rect.left * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

/** A point of the stage in the canvas document's viewport (frame pixels). */
export function stageToFrame(point: Point, scale: number): Point {
  return { x: point.x / scale, y: point.y / scale };
}

/**
 * A pointer position (client pixels) in the canvas document's viewport, or null when it is not
 * over the part of the canvas one can see: outside the frame, or over the frame where it runs
 * under the side panels (a zoomed-in canvas is wider than the space it is shown in).
 */
export function clientToFrame(
  client: Point,
  frame: Edges,
  scale: number,
  visible: Edges | null,
): Point | null {
  const shown = visible ? intersect(frame, visible) : frame;
  if (
    shown === null ||
    client.x < shown.left ||
    client.x > shown.right ||
    client.y < shown.top ||
    client.y > shown.bottom
  )
    return null;
  return { x: (client.x - frame.left) / scale, y: (client.y - frame.top) / scale };
}

/**
 * The part of the stage one can see (stage pixels): the stage's box clipped by the viewport
 * that scrolls it. Tools placed on the stage stay within it.
 */
export function visibleStage(stage: Edges, viewport: Edges): Box {
  const left = Math.max(0, viewport.left - stage.left);
  const top = Math.max(0, viewport.top - stage.top);
  const right = Math.min(stage.right, viewport.right) - stage.left;
  const bottom = Math.min(stage.bottom, viewport.bottom) - stage.top;
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

function intersect(a: Edges, b: Edges): Edges | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return right > left && bottom > top ? { left, top, right, bottom } : null;
}
