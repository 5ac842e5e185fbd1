import type { ElementCategory, PaletteCategory } from '@tessera/document';
import { registryKeys } from './lookup.ts';
import type { ElementKey, ElementRegistry } from './registry.ts';
import type { ElementDefinition } from './types.ts';

/** Who is asking: SPEC §6 gives admins every premium type and others their agency's grants. */
export interface PremiumAccess {
  isAdmin: boolean;
  /** The agency's premiumElements (element keys). */
  premiumElements: readonly string[];
}

export interface PaletteQuery {
  /** 'All' lists every type. */
  category: PaletteCategory;
  /** Matched, case-insensitively, against label, key and keywords; every word must match. */
  search?: string;
  premium: PremiumAccess;
  /** Also list premium types the user may not use, marked `locked` (for an upgrade prompt). */
  includeLocked?: boolean;
}

export interface PaletteEntry {
  key: ElementKey;
  label: string;
  icon: string;
  category: ElementCategory;
  premium: boolean;
  /** Premium and not granted: shown for upselling, cannot be dropped. */
  locked: boolean;
}

/** SPEC §6: a type that is not premium is for everyone; a premium one for admins and granted agencies. */
export function canUseElement(
  definition: Pick<ElementDefinition, 'key' | 'premium'>,
  access: PremiumAccess,
): boolean {
  return !definition.premium || access.isAdmin || access.premiumElements.includes(definition.key);
}

function words(search: string | undefined): string[] {
  return (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

function matches(definition: ElementDefinition, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = [definition.label, definition.key, ...definition.keywords].join(' ').toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/** The palette's list for a category and search, in registry order, gated by premium access. */
export function paletteEntries(registry: ElementRegistry, query: PaletteQuery): PaletteEntry[] {
  const terms = words(query.search);
  const entries: PaletteEntry[] = [];
  for (const key of registryKeys(registry)) {
    const definition: ElementDefinition = registry[key];
    if (query.category !== 'All' && definition.category !== query.category) continue;
    if (!matches(definition, terms)) continue;
    const locked = !canUseElement(definition, query.premium);
    if (locked && query.includeLocked !== true) continue;
    entries.push({
      key,
      label: definition.label,
      icon: definition.icon,
      category: definition.category,
      premium: definition.premium,
      locked,
    });
  }
  return entries;
}
