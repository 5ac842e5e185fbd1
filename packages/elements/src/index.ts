export { elementsWithPaths, mapElements } from './document-walk.ts';
export { fieldProblems, lookupPath } from './field-check.ts';
export { FIXTURE_SEEDS, generateFixture, largeFixture, smallFixture } from './fixtures.ts';
export { loadStoredDocument, parseDocumentWithRegistry, StoredDocumentError } from './load.ts';
export {
  elementsInCategory,
  getElementDefinition,
  knownElementKeys,
  premiumElementKeys,
  registryKeys,
} from './lookup.ts';
export { type ElementMigrateResult, migrateDocumentElements, migrateElementOptions } from './migrate.ts';
export {
  canUseElement,
  type PaletteEntry,
  type PaletteQuery,
  type PremiumAccess,
  paletteEntries,
} from './palette.ts';
export {
  ELEMENT_KEYS,
  type ElementKey,
  type ElementOptions,
  type ElementRegistry,
  elementRegistry,
  type IslandName,
  isElementKey,
} from './registry.ts';
export * from './render/index.ts';
export { type RepairElementsOptions, repairDocumentElements, repairElementOptions } from './repair.ts';
// Field declarations the editor's container settings share with the element types.
export { borderFields, choices, shadowFields, VISIBILITY_ANIMATION_GROUP } from './shared/fields.ts';
export * from './types.ts';
export {
  checkOptions,
  type ElementOptionsResult,
  type ElementReport,
  UNKNOWN_OPTION_MESSAGE,
  validateDocumentElements,
  validateElementOptions,
} from './validate.ts';
