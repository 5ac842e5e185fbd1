import { MAX_COLUMNS_PER_ROW, MIN_COLUMN_WIDTH } from '../constants.ts';

/**
 * Column width arithmetic. Widths are percentages with two decimals; the work is done in integer
 * hundredths so that sums come out at exactly 100 instead of drifting with float rounding.
 */

const TOTAL = 10_000;
const MIN = MIN_COLUMN_WIDTH * 100;

export const COLUMN_LAYOUTS: readonly (readonly number[])[] = [
  [100],
  [50, 50],
  [33.33, 33.33, 33.34],
  [25, 25, 25, 25],
  [20, 20, 20, 20, 20],
  [16.67, 16.67, 16.67, 16.67, 16.66, 16.66],
  [25, 75],
  [75, 25],
  [33.33, 66.67],
  [66.67, 33.33],
  [25, 50, 25],
  [50, 25, 25],
  [25, 25, 50],
];

const toUnits = (width: number): number => Math.round(width * 100);
const fromUnits = (units: number): number => units / 100;

function isExact(units: readonly number[]): boolean {
  return units.reduce((a, b) => a + b, 0) === TOTAL && units.every((u) => u >= MIN);
}

/**
 * Any list of 1..10 widths → widths that sum to 100 with each at least MIN_COLUMN_WIDTH, keeping
 * their proportions as far as the minimum allows. Non-numbers and non-positive values count as an
 * equal share. A valid list comes back unchanged.
 */
export function normalizeWidths(widths: readonly unknown[]): number[] {
  const n = widths.length;
  if (n === 0) return [];
  const count = Math.min(n, MAX_COLUMNS_PER_ROW);
  const raw = widths
    .slice(0, count)
    .map((w) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0));
  const positive = raw.filter((w) => w > 0);
  const fallback = positive.length > 0 ? positive.reduce((mean, w) => mean + w / positive.length, 0) : 1;
  // Scaled to the largest so that sums of huge values cannot overflow to Infinity.
  const largest = Math.max(...raw.map((w) => (w > 0 ? w : fallback)));
  const weights = raw.map((w) => (w > 0 ? w : fallback) / largest);

  const rounded = raw.map(toUnits);
  if (isExact(rounded)) return rounded.map(fromUnits);

  // Water-filling: columns that would fall under the minimum are pinned to it and the rest
  // share what is left in proportion, repeated until nobody is under.
  const pinned = new Set<number>();
  let shares: number[] = [];
  for (;;) {
    const freeWeight = weights.reduce((sum, w, i) => (pinned.has(i) ? sum : sum + w), 0);
    const freeTotal = TOTAL - MIN * pinned.size;
    shares = weights.map((w, i) => (pinned.has(i) ? MIN : (w / freeWeight) * freeTotal));
    const under = shares.findIndex((s, i) => !pinned.has(i) && s < MIN);
    if (under === -1) break;
    shares.forEach((s, i) => {
      if (!pinned.has(i) && s < MIN) pinned.add(i);
    });
  }

  // Largest-remainder rounding keeps the integer sum at exactly TOTAL.
  const floors = shares.map(Math.floor);
  let remainder = TOTAL - floors.reduce((a, b) => a + b, 0);
  // Fractions are compared coarsely so float noise does not pick the winner; on a tie the later
  // column gets the extra hundredth, giving the familiar 33.33 / 33.33 / 33.34.
  const order = shares
    .map((s, i) => ({ i, frac: Math.round((s - Math.floor(s)) * 1e6) }))
    .sort((a, b) => b.frac - a.frac || b.i - a.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    remainder--;
  }
  return floors.map(fromUnits);
}

export function isValidWidths(widths: readonly number[]): boolean {
  return widths.length >= 1 && widths.length <= MAX_COLUMNS_PER_ROW && isExact(widths.map(toUnits));
}

/**
 * Moves the divider between column `index` and `index + 1` by `delta` percentage points. Only
 * those two columns change, and the move stops where either would drop under the minimum.
 */
export function resizeWidths(widths: readonly number[], index: number, delta: number): number[] {
  const units = normalizeWidths(widths).map(toUnits);
  const left = units[index];
  const right = units[index + 1];
  if (left === undefined || right === undefined || !Number.isFinite(delta)) return units.map(fromUnits);
  const wanted = toUnits(delta);
  const applied = Math.max(MIN - left, Math.min(right - MIN, wanted));
  units[index] = left + applied;
  units[index + 1] = right - applied;
  return units.map(fromUnits);
}

/** Widths after adding a column at `index`: it gets an equal share and the others shrink in proportion. */
export function insertWidth(widths: readonly number[], index: number): number[] | null {
  const n = widths.length;
  if (n >= MAX_COLUMNS_PER_ROW) return null;
  const scaled = normalizeWidths(widths).map((w) => (w * n) / (n + 1));
  scaled.splice(index, 0, 100 / (n + 1));
  return normalizeWidths(scaled);
}

/** Widths after removing column `index`: the others grow in proportion. */
export function removeWidth(widths: readonly number[], index: number): number[] | null {
  if (widths.length <= 1) return null;
  const rest = widths.slice();
  rest.splice(index, 1);
  return normalizeWidths(rest);
}
