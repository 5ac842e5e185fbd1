import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { landings, whitelabels } from '../../../src/db/schema/index.ts';
import { createStorage } from '../../../src/lib/storage/index.ts';
import { storeLogo } from '../../../src/modules/whitelabels/logos.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

async function newWhitelabel(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(whitelabels)
    .values({ domain: `${w.unique()}.brand.test`, name: 'Matrix Brand' })
    .returning({ id: whitelabels.id });
  return row!.id;
}

const BOUNDARY = 'matrix-logo';
async function logoUpload(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#224488' } })
    .png()
    .toBuffer();
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export const accessMatrix = defineAccessMatrix([
  { route: 'GET /whitelabels' },
  {
    route: 'POST /whitelabels',
    request: (w) => ({ body: { domain: `${w.unique()}.brand.test`, name: 'Brand' } }),
  },
  {
    route: 'GET /whitelabels/:id',
    request: async (w) => ({ params: { id: await newWhitelabel(w) } }),
  },
  {
    route: 'PUT /whitelabels/:id',
    request: async (w) => ({ params: { id: await newWhitelabel(w) }, body: { name: 'Renamed Brand' } }),
  },
  {
    route: 'POST /whitelabels/:id/cert',
    request: async (w) => ({ params: { id: await newWhitelabel(w) } }),
  },
  {
    route: 'GET /tls/domain-check',
    note: "Caddy's on-demand TLS ask: a site subdomain is a known domain.",
    request: async (w) => {
      const [site] = await w.db
        .select({ subdomain: landings.subdomain })
        .from(landings)
        .where(eq(landings.id, w.siteId));
      return { query: { domain: `${site!.subdomain}.${w.config.SITES_DOMAIN}` } };
    },
  },
  {
    route: 'POST /whitelabels/:id/logos/:kind',
    request: async (w) => ({
      params: { id: await newWhitelabel(w), kind: 'logo' },
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: await logoUpload(),
    }),
  },
  {
    route: 'GET /whitelabels/:id/logos/:file',
    note: 'Logos show on the sign-in screen too, so they are public; names carry a content hash.',
    request: async (w) => {
      const id = await newWhitelabel(w);
      // The app's storage for this DATA_DIR, written directly: the route under test only reads.
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const { url } = await storeLogo(w.db, createStorage(w.config), id, 'favicon', png);
      return { params: { id, file: url.slice(url.lastIndexOf('/') + 1) } };
    },
  },
]);
