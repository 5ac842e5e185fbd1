import { courseDetailResponse } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { coursesKey } from '../../api/courses.ts';
import { describeError } from '../../api/errors.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { DesignFailure, DesignOpening, useFreshDesign } from '../editor/design-screen.tsx';
import { PLATFORM_LIBRARY, platformEditorServices } from '../editor/editor-services.ts';
import { courseDocumentSource } from './course-source.ts';
import { coursePaths } from './paths.ts';

/**
 * SPEC §2 `/admin/courses/{courseId}/design` and `/sandbox_design`: the full-screen editor on a
 * course's draft, exactly as pages are designed (autosave with versions, publish, preview on the
 * preview host). Images are uploaded to and picked from the platform's library, served on the
 * preview host where agencies view the course.
 */
export function CourseDesignScreen() {
  const { courseId } = useParams();
  const id = Number(courseId);
  const navigate = useNavigate();
  const exit = () => navigate(coursePaths.list);
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const valid = Number.isInteger(id) && id > 0;
  const course = useFreshDesign(
    coursesKey(epoch, 'one', id, 'design'),
    (signal) =>
      apiRequest(`/admin-courses/${id}`, { schema: courseDetailResponse, notify: false, signal }).then(
        (r) => r.data,
      ),
    valid,
  );
  const detail = course.data;
  // One source and one set of services per course: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the course, not on refetches.
  const source = useMemo(() => (detail ? courseDocumentSource(detail, detail) : null), [detail?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the exit callback changes every render.
  const services = useMemo(
    () =>
      platformEditorServices({
        editorDataPath: `/admin-courses/${id}/editor-data`,
        library: PLATFORM_LIBRARY,
        config,
        profile,
        exit,
      }),
    [id, config, profile],
  );

  if (!valid || course.isError) {
    return (
      <DesignFailure
        message={valid ? describeError(course.error) : 'This address is not a course.'}
        backLabel="Back to courses"
        onBack={exit}
      />
    );
  }
  if (!source) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
