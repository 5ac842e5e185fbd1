import { createHash } from 'node:crypto';
import {
  endpointPath,
  WHITELABEL_LOGO_FILE,
  type WhitelabelLogoKind,
  whitelabelEndpoints,
} from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Database } from '../../db/client.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';
// Read when a logo is stored, long after app.ts has loaded, so the import cycle is harmless.
import { API_PREFIX } from '../../deps.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import { urlPath } from '../../lib/url-path.ts';
import { WHITELABEL_NOT_FOUND } from './service.ts';

/** Largest box each image is scaled into (SPEC §9: logos show at most 300 × 60, twice for sharp screens). */
const BOX: Record<WhitelabelLogoKind, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  logo_wide: { width: 600, height: 120 },
  logo_wide_white: { width: 600, height: 120 },
  favicon: { width: 256, height: 256 },
};
const COLUMN = {
  logo: 'logo',
  logo_wide: 'logoWide',
  logo_wide_white: 'logoWideWhite',
  favicon: 'favicon',
} as const;
const PIXEL_LIMIT = 40_000_000;

/** Stored names: `{kind}-{16 hex}.png`, the only names the serving route accepts. */
export const LOGO_FILE = WHITELABEL_LOGO_FILE;
export const logoKey = (whitelabelId: number, file: string) => `whitelabels/${whitelabelId}/${file}`;

/**
 * The storage key of the white-label image an icon URL names (`/api/v1/whitelabels/{id}/logos/{file}`),
 * or null when it names none: sites show a white label's icon as their default (sites/icons.ts).
 */
export function whitelabelIconKey(url: string): string | null {
  const prefix = `${API_PREFIX}/whitelabels/`;
  const path = urlPath(url);
  if (!path.startsWith(prefix)) return null;
  const match = /^(\d{1,10})\/logos\/([^/]+)$/.exec(path.slice(prefix.length));
  if (!match || !LOGO_FILE.test(match[2]!)) return null;
  return logoKey(Number(match[1]), match[2]!);
}

/**
 * Re-encodes an uploaded image as PNG (never SVG or anything that can carry script, since the
 * result is served on the app's own origin), scaled into its box, and sets it on the white label.
 */
export async function storeLogo(
  db: Database,
  storage: ObjectStorage,
  whitelabelId: number,
  kind: WhitelabelLogoKind,
  bytes: Buffer,
): Promise<{ url: string; width: number; height: number }> {
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  if (!row) throw notFound(WHITELABEL_NOT_FOUND);
  let png: { data: Buffer; info: OutputInfo };
  try {
    png = await sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize({ ...BOX[kind], fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidField('file', 'The file is not an image this app can read (PNG, JPEG, WebP, GIF or AVIF).');
  }
  const hash = createHash('sha256').update(png.data).digest('hex').slice(0, 16);
  const file = `${kind}-${hash}.png`;
  await storage.put(logoKey(whitelabelId, file), png.data, 'image/png');
  const url = `${API_PREFIX}${endpointPath(whitelabelEndpoints.logo, { id: whitelabelId, file })}`;
  await db
    .update(whitelabels)
    .set({ [COLUMN[kind]]: url, updatedAt: new Date() })
    .where(eq(whitelabels.id, whitelabelId));
  return { url, width: png.info.width, height: png.info.height };
}
