/**
 * Test support for element and page tests (`@tessera/renderer/testing`): never part of the
 * renderer's main entry, so production code cannot reach it.
 */
export * from './element.ts';
export * from './misc-kit.ts';
export * from './order-media-kit.ts';
export * from './site.ts';
export * from './text-form-kit.ts';
