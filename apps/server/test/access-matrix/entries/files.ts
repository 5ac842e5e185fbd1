import sharp from 'sharp';
import { fileObjects, files } from '../../../src/db/schema/index.ts';
import { createStorage } from '../../../src/lib/storage/index.ts';
import { newToken } from '../../../src/modules/files/naming.ts';
import { multipartBody } from '../../multipart.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/** A stored image on a site (the target site unless said), made fresh for each caller. */
async function newFile(w: MatrixWorld, landingId = w.siteId, agencyId = w.agencyId): Promise<number> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2456d3' } })
    .png()
    .toBuffer();
  const token = newToken();
  const key = `${agencyId}/${token}/matrix.png`;
  await createStorage(w.config).put(key, bytes, 'image/png');
  const [file] = await w.db
    .insert(files)
    .values({
      agencyId,
      landingId,
      kind: 'image',
      name: `matrix ${w.unique()}`,
      contentType: 'image/png',
      width: 64,
      height: 48,
      token,
    })
    .returning({ id: files.id });
  await w.db.insert(fileObjects).values({
    fileId: file!.id,
    agencyId,
    token,
    name: 'matrix.png',
    storageKey: key,
    contentType: 'image/png',
    bytes: bytes.length,
    width: 64,
    height: 48,
    primary: true,
  });
  return file!.id;
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8bd' } })
    .png()
    .toBuffer();

/** A multipart upload naming the target site (`site: 'path'`: the route's path names it). */
async function uploadTo(
  w: MatrixWorld,
  fields: Record<string, string | number> = {},
  size: readonly [number, number] = [64, 48],
  site: 'field' | 'path' = 'field',
) {
  const { payload, headers } = await multipartBody(
    site === 'field' ? { landing_id: w.siteId, ...fields } : fields,
    { name: 'matrix.png', bytes: await image(size[0], size[1]) },
  );
  return { body: payload, headers };
}

/** A multipart upload to the page-template library: no site is named. */
async function libraryUpload(fields: Record<string, string> = {}) {
  const { payload, headers } = await multipartBody(fields, {
    name: 'library.png',
    bytes: await image(64, 48),
  });
  return { body: payload, headers };
}

const onFile = async (w: MatrixWorld) => ({ params: { id: await newFile(w) } });
const onSiteFile = async (w: MatrixWorld) => ({ params: { fileId: await newFile(w) } });

export const accessMatrix = defineAccessMatrix([
  {
    route: 'POST /images/upload-image',
    request: (w) => uploadTo(w, { elementId: 'element-1', valueKey: 'Image' }),
  },
  {
    route: 'POST /images/upload-logo-image',
    request: (w) => uploadTo(w),
  },
  {
    route: 'POST /images/upload-gallery-image',
    request: (w) => uploadTo(w),
  },
  // The page-template library: admins only (the access declaration answers everyone else 403).
  {
    route: 'POST /admin-page-templates/files/upload-image',
    request: () => libraryUpload({ elementId: 'element-1', valueKey: 'Image' }),
  },
  {
    route: 'POST /admin-page-templates/files/upload-logo-image',
    request: () => libraryUpload(),
  },
  {
    route: 'POST /admin-page-templates/files/upload-gallery-image',
    request: () => libraryUpload(),
  },
  { route: 'GET /admin-page-templates/files' },
  {
    route: 'POST /images/upload-non-convert-image',
    note: 'a 16:9 meta image',
    request: (w) => uploadTo(w, {}, [160, 90]),
  },
  {
    route: 'GET /media-library/all',
    note: "each caller's library holds only files of sites it may view",
    request: async (w) => {
      await newFile(w);
      await newFile(w, w.otherAgencySiteId, w.otherAgencyId);
      return { query: { per_page: 100 } };
    },
    check: (w, caller, response) => {
      const rows = (response.body as { data: Array<{ landing_id: number | null }> }).data;
      const allowed: Partial<Record<typeof caller, number[]>> = {
        owner: [w.siteId, w.otherSiteId],
        agencyUser: [w.siteId, w.otherSiteId],
        websiteUserWith: [w.siteId],
        websiteUserWithout: [w.otherSiteId],
        otherOwner: [w.otherAgencySiteId],
      };
      const sites = allowed[caller] ?? [];
      const leaked = rows.filter((row) => row.landing_id !== null && !sites.includes(row.landing_id));
      return leaked.length ? `lists files of sites ${leaked.map((row) => row.landing_id).join(', ')}` : null;
    },
  },
  { route: 'GET /media-library/usage' },
  { route: 'GET /media-library/:id', request: onFile },
  {
    route: 'PUT /media-library/:id',
    request: async (w) => ({ params: { id: await newFile(w) }, body: { name: 'Renamed' } }),
  },
  {
    route: 'POST /media-library/:id/rotate',
    request: async (w) => ({ params: { id: await newFile(w) }, body: { degrees: 90 } }),
  },
  { route: 'DELETE /media-library/:id', request: onFile },
  { route: 'GET /landings/:id/files' },
  {
    route: 'POST /landings/:id/favicon',
    request: async () => {
      const { payload, headers } = await multipartBody({}, { name: 'icon.png', bytes: await image(64, 64) });
      return { body: payload, headers };
    },
  },
  { route: 'DELETE /landings/:id/favicon' },
  {
    route: 'POST /landings/:id/files',
    request: (w) => uploadTo(w, { name: 'Matrix file' }, undefined, 'path'),
  },
  {
    route: 'GET /landings/:id/files/:fileId',
    request: onSiteFile,
  },
  {
    route: 'PUT /landings/:id/files/:fileId',
    request: async (w) => ({ params: { fileId: await newFile(w) }, body: { alt: 'A blue square' } }),
  },
  {
    route: 'DELETE /landings/:id/files/:fileId',
    request: onSiteFile,
  },
]);
