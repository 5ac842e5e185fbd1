import { ELEMENT_KEYS, type ElementKey, isElementKey } from '@tessera/document';
import type { ElementRegistry } from './registry.ts';

/** The definition of `key`; with a key not in ELEMENT_KEYS (an unknown stored type), undefined. */
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
  return isElementKey(key) && Object.hasOwn(registry, key) ? registry[key] : undefined;
}

/** Every key, in palette order. */
export function registryKeys(registry: ElementRegistry): ElementKey[] {
  return ELEMENT_KEYS.filter((key) => Object.hasOwn(registry, key));
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
