import type { CourseSummary } from '@tessera/api-contract';
import { useCourseActions } from '../../api/courses.ts';
import { DesignedRecordMenu } from '../../ui/list/DesignedRecordMenu.tsx';
import { coursePaths } from './paths.ts';

/** The actions of one row of the admin course list. */
export function CourseActions({ course }: { course: CourseSummary }) {
  return (
    <DesignedRecordMenu
      record={course}
      name={course.title}
      paths={coursePaths}
      detailsLabel="Details and plans"
      previewKind="course"
      actions={useCourseActions()}
      deleteLabel="Delete course"
      deleteText={
        <>
          The course, its lessons and its place in {course.plans.length === 1 ? 'its plan' : 'every plan'} are
          removed
          {course.published ? ', and agencies can no longer open it' : ''}. This cannot be undone.
        </>
      }
    />
  );
}
