import { storedFileListResponse } from '@tessera/api-contract';
import type { FilesPage, FilesQuery } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';

/**
 * A page of files for the editor's image pickers, newest first: a site's (`GET /landings/{id}/files`)
 * or a platform library's (`GET /admin-page-templates/files`), which answer alike.
 */
export async function listEditorFiles(
  path: string,
  query: FilesQuery,
  signal?: AbortSignal,
): Promise<FilesPage> {
  const answer = await apiRequest(path, {
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
