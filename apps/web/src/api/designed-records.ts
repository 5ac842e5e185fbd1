import { useMutation } from '@tanstack/react-query';
import { actionResult } from '@tessera/api-contract';
import type { z } from 'zod';
import { apiRequest } from './client.ts';

/** What a row of an admin list of designed records (courses, order pages) can do to it. */
export interface DesignedRecordActions {
  publish: { mutate: (input: { id: number; published: boolean }) => void };
  clone: { mutate: (id: number) => void };
  remove: {
    mutate: (id: number, options: { onSuccess: () => void }) => void;
    isPending: boolean;
  };
}

/**
 * Publish, clone and delete of an admin record designed in the editor, at `{basePath}/{id}`;
 * each refreshes the area's queries through `invalidate`.
 */
export function useDesignedRecordActions(
  basePath: string,
  cloneSchema: z.ZodType,
  invalidate: () => unknown,
): DesignedRecordActions {
  const done = { onSuccess: () => invalidate() };
  return {
    publish: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        apiRequest(`${basePath}/${id}/publish`, {
          method: 'POST',
          body: { published },
          schema: actionResult,
        }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: (id: number) =>
        apiRequest(`${basePath}/${id}/clone`, { method: 'POST', schema: cloneSchema }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest(`${basePath}/${id}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
  };
}
