import { actionResult, type CourseDetail, courseDetailResponse } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';
import { coursePreviewLink } from '../../api/courses.ts';
import { designDocumentSource } from '../editor/design-source.ts';

/**
 * An admin course as the editor's document source (SPEC §2 courses design and sandbox_design):
 * loaded from `GET /admin-courses/{id}`, saved with `PUT /admin-courses/{id}/design` (version +
 * idempotency key, 409 when stale, like pages), published and previewed on the preview host
 * through the course routes.
 */
export function courseDocumentSource(
  course: Pick<CourseDetail, 'id' | 'title'>,
  first?: CourseDetail,
): DocumentSource {
  return designDocumentSource({
    key: `course:${course.id}`,
    title: course.title,
    first,
    fetchDetail: async (signal) =>
      (
        await apiRequest(`/admin-courses/${course.id}`, {
          schema: courseDetailResponse,
          notify: false,
          signal,
        })
      ).data,
    designPath: `/admin-courses/${course.id}/design`,
    async publish() {
      const answer = await apiRequest(`/admin-courses/${course.id}/publish`, {
        method: 'POST',
        body: { published: true },
        schema: actionResult,
        notify: false,
      });
      return answer.message;
    },
    previewUrl: async () => (await coursePreviewLink(course.id)).url,
  });
}
