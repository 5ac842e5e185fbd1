import type { ElementMigration } from '../../../types.ts';

/** Version 0 kept the code as `text`; version 1 calls it `code`, beside the new `caption`. */
export const textToCode: ElementMigration = {
  to: 1,
  name: 'text-to-code',
  up({ text, ...rest }) {
    if (typeof text !== 'string' || 'code' in rest) return rest;
    return { ...rest, code: text };
  },
};
