import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FAMILIES } from '@tessera/document';
import { fontSlug } from './fonts.ts';

const FILE_PATTERN = /^([a-z0-9-]+?)-(latin|latin-ext)-(\d{3})-normal\.woff2$/;
const require = createRequire(import.meta.url);

/**
 * The file on disk behind a served font name, or null when the name is not one of ours (so a
 * request cannot walk out of the font packages).
 */
export function resolveFontFile(fileName: string): string | null {
  const match = FILE_PATTERN.exec(fileName);
  if (!match) return null;
  const [, slug, subset, weight] = match;
  const font = FONT_FAMILIES.find((f) => fontSlug(f.family) === slug);
  if (!font || !(font.weights as readonly number[]).includes(Number(weight))) return null;
  const packageJson = require.resolve(`@fontsource/${slug}/package.json`);
  return path.join(path.dirname(packageJson), 'files', `${slug}-${subset}-${weight}-normal.woff2`);
}
