import { legacyColumnsAndTexts } from './0001-legacy-columns-and-texts.ts';
import type { Migration } from './types.ts';

/**
 * Every migration, in order. Adding one: create `NNNN-name.ts` and `NNNN-name.test.ts` beside it,
 * append it here, and bump CURRENT_SCHEMA_VERSION in schema.ts to its `to`.
 */
export const MIGRATIONS: readonly Migration[] = [legacyColumnsAndTexts];
