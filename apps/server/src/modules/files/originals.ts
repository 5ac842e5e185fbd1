import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileObjects, files } from '../../db/schema/files.ts';

/**
 * Where the full-size object of a site's file is stored, given any object of it: the file's
 * address names one version and one of its variants (`/_files/{agency}/{token}/{name}`), and this
 * answers that version's full-size object. Null unless the object is of a file of this site.
 */
export async function siteFileOriginalKey(
  db: Pick<Database, 'select'>,
  site: { id: number; agencyId: number },
  object: { token: string; name: string },
): Promise<string | null> {
  const [named] = await db
    .select({ fileId: fileObjects.fileId, token: fileObjects.token })
    .from(fileObjects)
    .innerJoin(files, eq(files.id, fileObjects.fileId))
    .where(
      and(
        eq(fileObjects.agencyId, site.agencyId),
        eq(fileObjects.token, object.token),
        eq(fileObjects.name, object.name),
        eq(files.landingId, site.id),
      ),
    )
    .limit(1);
  if (!named) return null;
  const [primary] = await db
    .select({ storageKey: fileObjects.storageKey })
    .from(fileObjects)
    .where(
      and(
        eq(fileObjects.fileId, named.fileId),
        eq(fileObjects.token, named.token),
        eq(fileObjects.primary, true),
      ),
    )
    .limit(1);
  return primary?.storageKey ?? null;
}
