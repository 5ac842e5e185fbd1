import { authStore } from '../state/authStore.ts';
import { buildUrl, type QueryParams } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * Downloads a file the API answers (a CSV export) with the session's token, which a plain link
 * could not carry, under the name the server gives it.
 */
export async function downloadFile(
  path: string,
  query: QueryParams,
  fallback: { name: string; failure: string },
): Promise<void> {
  const token = authStore.getState().token;
  const response = await fetch(buildUrl(path, query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, fallback.failure);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback.name;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
