import { FONT_FAMILIES, fontWeightsOf } from '@tessera/document';
import type { FontUsage } from '@tessera/elements';

/** Only these two subsets are served; the browser fetches a file only for characters it shows. */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof SUBSETS;

/** The @fontsource package name of a family: "Source Sans 3" → "source-sans-3". */
export function fontSlug(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** The weight a family really has that is closest to the wanted one (CSS matching would do the same). */
function nearestWeight(family: string, weight: number): number {
  const weights = fontWeightsOf(family);
  let best = weights[0] ?? 400;
  for (const candidate of weights)
    if (Math.abs(candidate - weight) < Math.abs(best - weight)) best = candidate;
  return best;
}

export interface UsedFont {
  family: string;
  weight: number;
}

/** Collects the (family, weight) faces a page uses; unknown families fall back to system fonts. */
export class FontCollector implements FontUsage {
  private readonly used = new Map<string, UsedFont>();
  /** Every text element asks; each (family, weight) is settled once per page. */
  private readonly asked = new Map<string, Set<number>>();

  use(family: string, weight: number): void {
    let weights = this.asked.get(family);
    if (weights === undefined) {
      weights = new Set();
      this.asked.set(family, weights);
    }
    if (weights.has(weight)) return;
    weights.add(weight);
    if (!FONT_FAMILIES.some((font) => font.family === family)) return;
    const real = nearestWeight(family, weight);
    this.used.set(`${family}:${real}`, { family, weight: real });
  }

  list(): UsedFont[] {
    return [...this.used.values()].sort((a, b) => a.family.localeCompare(b.family) || a.weight - b.weight);
  }
}

/** File name of one face as served under `{assetBase}/fonts/`. */
export function fontFileName(family: string, weight: number, subset: FontSubset): string {
  return `${fontSlug(family)}-${subset}-${weight}-normal.woff2`;
}

/** `@font-face` rules for the faces a page uses, self-hosted, `font-display: swap`. */
export function fontFaceCss(fonts: readonly UsedFont[], assetBase: string): string {
  let css = '';
  for (const { family, weight } of fonts) {
    for (const [subset, range] of Object.entries(SUBSETS) as Array<[FontSubset, string]>) {
      css += `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${assetBase}/fonts/${fontFileName(family, weight, subset)}) format("woff2");unicode-range:${range}}`;
    }
  }
  return css;
}
