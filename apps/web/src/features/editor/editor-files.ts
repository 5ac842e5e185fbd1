import { storedFileListResponse } from '@tessera/api-contract';
import type { FilesPage, FilesQuery } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';

/** A page of a site's files for the editor's image pickers (`GET /landings/{id}/files`, newest first). */
export async function listEditorFiles(
  landingId: number,
  query: FilesQuery,
  signal?: AbortSignal,
): Promise<FilesPage> {
  const answer = await apiRequest(`/landings/${landingId}/files`, {
    query: {
      page: query.page,
      per_page: query.perPage,
      sort: 'created_at',
      order: 'desc',
      ...(query.search ? { search: query.search } : {}),
    },
    schema: storedFileListResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  });
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
