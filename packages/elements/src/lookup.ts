import type { ElementCategory } from '@tessera/document';
import type { ElementKey, ElementRegistry } from './registry.ts';

/** The definition of `key` in `registry`; undefined for a key it does not hold (an unknown stored type). */
export function getElementDefinition<R extends ElementRegistry, K extends ElementKey>(
  registry: R,
  key: K,
): R[K];
export function getElementDefinition(
  registry: ElementRegistry,
  key: string,
): ElementRegistry[ElementKey] | undefined;
export function getElementDefinition(
  registry: ElementRegistry,
  key: string,
): ElementRegistry[ElementKey] | undefined {
  return Object.hasOwn(registry, key)
    ? (registry as Record<string, ElementRegistry[ElementKey]>)[key]
    : undefined;
}

/**
 * Every key of `registry`, in palette order. A registry may hold more types than `elementRegistry`
 * (tests add some), so its keys are its own, typed as the known ones.
 */
export function registryKeys(registry: ElementRegistry): ElementKey[] {
  return Object.keys(registry) as ElementKey[];
}

/** The keys of one palette category, in palette order. */
export function elementsInCategory(registry: ElementRegistry, category: ElementCategory): ElementKey[] {
  return registryKeys(registry).filter((key) => registry[key].category === category);
}

const knownKeysCache = new WeakMap<ElementRegistry, ReadonlySet<string>>();

/** For `parseDocument(json, { knownElementKeys })`. Registries are frozen, so one set per registry. */
export function knownElementKeys(registry: ElementRegistry): ReadonlySet<string> {
  let keys = knownKeysCache.get(registry);
  if (keys === undefined) {
    keys = new Set<string>(registryKeys(registry));
    knownKeysCache.set(registry, keys);
  }
  return keys;
}

/** Types that need the agency's premiumElements grant (SPEC §6). */
export function premiumElementKeys(registry: ElementRegistry): ElementKey[] {
  return registryKeys(registry).filter((key) => registry[key].premium);
}
