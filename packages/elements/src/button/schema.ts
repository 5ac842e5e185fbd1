import { type ButtonOptions, buttonOptionsSchema } from '@tessera/document';

/**
 * The document's button option set as it is: both kinds (classic and modern), each with every
 * SPEC §3 field and elementBaseShape. Stored options without `kind` are classic; new buttons are
 * modern (see `initial` in index.ts).
 */
export const buttonSchema = buttonOptionsSchema;
export type { ButtonOptions };
