/** Pure rules of the slider island (slider.ts), kept apart so they are tested without a DOM. */

/** The slide a step lands on: round the ends with loop, stopping at them without. */
export function stepIndex(current: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = current + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

/** Where autoplay goes next; null at the last slide of a slider that does not loop. */
export function autoplayNext(current: number, count: number, loop: boolean): number | null {
  if (count < 2) return null;
  if (!loop && current >= count - 1) return null;
  return stepIndex(current, 1, count, loop);
}

/** The slide whose centre is nearest to `centre` (all in the track's scroll coordinates). */
export function nearestIndex(centres: readonly number[], centre: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  centres.forEach((value, index) => {
    const distance = Math.abs(value - centre);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The slide a key takes the slider to, or null for keys the slider leaves alone. */
export function keyTarget(key: string, current: number, count: number, loop: boolean): number | null {
  if (key === 'ArrowRight') return stepIndex(current, 1, count, loop);
  if (key === 'ArrowLeft') return stepIndex(current, -1, count, loop);
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(count - 1, 0);
  return null;
}

/**
 * Depth of a card in the card deck: 0 in front, 1.. behind it, negative once it has been dealt
 * (moved past). In a looping deck the card just dealt counts as dealt, the rest as behind.
 */
export function deckDepth(index: number, active: number, count: number, loop: boolean): number {
  const depth = index - active;
  if (!loop || depth >= 0) return depth;
  const wrapped = depth + count;
  return wrapped === count - 1 && count > 2 ? -1 : wrapped;
}
