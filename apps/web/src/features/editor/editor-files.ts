import { fileEndpoints } from '@tessera/api-contract';
import type { FilesPage, FilesQuery } from '@tessera/editor';
import { call } from '../../api/call.ts';

/** The platform's image library (`fileEndpoints.library`): admin designs upload to and pick from it. */
export type PlatformLibrary = typeof fileEndpoints.library;

/**
 * A page of files for the editor's image pickers, newest first: a site's or the platform
 * library's, which answer alike.
 */
export async function listEditorFiles(
  from: { landingId: number } | { library: PlatformLibrary },
  query: FilesQuery,
  signal?: AbortSignal,
): Promise<FilesPage> {
  const page = {
    page: query.page,
    per_page: query.perPage,
    sort: 'created_at',
    order: 'desc',
    ...(query.search ? { search: query.search } : {}),
  } as const;
  const options = { notify: false, ...(signal ? { signal } : {}) };
  const answer =
    'landingId' in from
      ? await call(fileEndpoints.site.list, { params: { id: from.landingId }, query: page }, options)
      : await call(from.library.list, { query: page }, options);
  return {
    total: answer.meta.total,
    items: answer.data.map((file) => ({
      id: file.id,
      name: file.name,
      alt: file.alt,
      url: file.url,
      thumbnail_url: file.thumbnail_url,
      width: file.width,
      height: file.height,
      Ratio: file.Ratio,
      created_at: file.created_at,
    })),
  };
}
