import { RecordDesignScreen } from '../design-records/RecordDesignScreen.tsx';
import { PLATFORM_LIBRARY } from '../editor/editor-services.ts';
import { courseKind } from './kind.ts';

/**
 * SPEC §2 `/admin/courses/{courseId}/design` and `/sandbox_design`: the full-screen editor on a
 * course's draft. Images are uploaded to and picked from the platform's library, served on the
 * preview host where agencies view the course.
 */
export function CourseDesignScreen() {
  return <RecordDesignScreen kind={courseKind} storageKey="course" library={PLATFORM_LIBRARY} />;
}
