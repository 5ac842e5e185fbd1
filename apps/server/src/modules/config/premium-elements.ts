import { elementRegistry, premiumElementKeys as registryPremiumKeys } from '@tessera/elements';

/**
 * Element types that need a premium grant (SPEC §6); everything else is open to every user.
 * The registry's premium flag is the one source, so a new premium element needs no change here.
 */
export function premiumElementKeys(): readonly string[] {
  return registryPremiumKeys(elementRegistry);
}
